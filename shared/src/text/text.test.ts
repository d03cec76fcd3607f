import { formatFullDateTime, formatLongDate, isoDay, toDate } from './dates';
import { slugify, truncate } from './text';

describe('Dutch dates', () => {
  const date = new Date('2026-03-05T13:30:00Z');

  it('writes the formats of spec 2 §9 the site uses in Dutch time', () => {
    expect(formatLongDate(date)).toBe('5 maart 2026');
    expect(formatFullDateTime(date)).toBe('donderdag 5 maart 2026, 14:30 uur');
    expect(isoDay(date)).toBe('2026-03-05');
  });

  // The reference: what Intl, with the time zone data of Node's ICU, writes for Dutch time.
  const reference = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', ...options });
    return (value: Date) =>
      Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value])) as Record<
        Intl.DateTimeFormatPartTypes,
        string
      >;
  };
  const longParts = reference({ day: 'numeric', month: 'long', year: 'numeric' });
  const fullParts = reference({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const dayParts = reference({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const expected = (value: Date) => {
    const [long, full, day] = [longParts(value), fullParts(value), dayParts(value)];
    return [
      `${long.day} ${long.month} ${long.year}`,
      `${full.weekday} ${full.day} ${full.month} ${full.year}, ${full.hour}:${full.minute} uur`,
      `${day.year}-${day.month}-${day.day}`,
    ];
  };
  const written = (value: Date) => [formatLongDate(value), formatFullDateTime(value), isoDay(value)];

  /** The moments at which the site's formats and Intl's differ, as ISO strings. */
  const disagreements = (moments: Iterable<number>) =>
    [...moments]
      .map((time) => new Date(time))
      .filter((value) => written(value).join('|') !== expected(value).join('|'))
      .map((value) => value.toISOString());

  it('agrees with Intl around every change of summer time from 1996 to 2099, by the half hour', () => {
    function* aroundChanges() {
      for (let year = 1996; year <= 2099; year++) {
        for (const month of [2, 9]) {
          // From the 24th to the 1st of the next month: the last Sunday and the nights around it.
          const to = Date.UTC(year, month + 1, 1, 12);
          for (let time = Date.UTC(year, month, 24, 12); time <= to; time += 30 * 60_000) yield time;
        }
      }
    }
    expect(disagreements(aroundChanges())).toEqual([]);
  });

  it("agrees with Intl at every year's turn and on a spread of moments, also outside the summer-time rule", () => {
    const moments = [
      ...Array.from({ length: 2100 - 1970 }, (_, index) => Date.UTC(1970 + index, 0, 1) - 30 * 60_000),
      ...Array.from({ length: 4000 }, (_, index) => Date.UTC(1950, 0, 1) + index * 1_000_003_111),
    ];
    expect(disagreements(moments)).toEqual([]);
  });

  it('asks Intl for nothing within the summer-time rule, so a page showing dates loads no time zone data', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    expect(written(new Date('2026-10-25T00:59:00Z'))).toEqual([
      '25 oktober 2026',
      'zondag 25 oktober 2026, 02:59 uur',
      '2026-10-25',
    ]);
    expect(written(new Date('2026-10-25T01:00:00Z'))[1]).toBe('zondag 25 oktober 2026, 02:00 uur');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
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
