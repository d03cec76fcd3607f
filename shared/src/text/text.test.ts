import { formatFullDateTime, formatLongDate, isoDay, toDate } from './dates';
import { slugify, truncate } from './text';

describe('Dutch dates', () => {
  const date = new Date('2026-03-05T13:30:00Z');

  it('writes the formats of spec 2 §9 the site uses in Dutch time', () => {
    expect(formatLongDate(date)).toBe('5 maart 2026');
    expect(formatFullDateTime(date)).toBe('donderdag 5 maart 2026, 14:30 uur');
    expect(isoDay(date)).toBe('2026-03-05');
  });

  it('makes the formatters of long dates and days ahead, so a page showing them makes none', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, without formatters
      const fresh = require('./dates') as typeof import('./dates');
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      fresh.prepareDateFormats();
      expect(made).toHaveBeenCalledTimes(2);
      made.mockClear();
      expect(fresh.formatLongDate(date)).toBe('5 maart 2026');
      expect(fresh.isoDay(date)).toBe('2026-03-05');
      expect(made).not.toHaveBeenCalled();
      made.mockRestore();
    });
  });

  it('reads only real dates', () => {
    expect(toDate('2026-03-05')).toEqual(new Date('2026-03-05'));
    expect(toDate('gisteren')).toBeNull();
    expect(toDate(42)).toBeNull();
    expect(toDate('')).toBeNull();
  });
});

describe('truncate', () => {
  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncate('Samen wandelen in het park is goed voor u', 20)).toBe('Samen wandelen in…');
  });

  it('leaves short text alone and cuts one long word hard', () => {
    expect(truncate(' Kort ', 20)).toBe('Kort');
    expect(truncate('Geheugenondersteuningsprogramma', 10)).toBe('Geheugenon…');
  });
});

describe('slugify', () => {
  it('lowercases, joins with hyphens and drops other characters', () => {
    expect(slugify('Onze Selectie: café & boeken!')).toBe('onze-selectie-cafe-boeken');
  });
});
