import { activityRecord } from './activity-fixtures';
import { isNotPast, timeOfDay, toActivitiesPage, toNames } from './activity-model';

describe('toActivitiesPage', () => {
  it('turns a record into a card model with times from seconds', () => {
    const [item] = toActivitiesPage({ Total: 1, Activities: [activityRecord(1)] }).items;
    expect(item).toEqual({
      id: 9001,
      title: 'Alzheimer Café avond 1',
      type: 'Alzheimer Café',
      iconPath: '/icons/cafe.svg',
      intro: 'Praten over dementie, met koffie.',
      location: 'Buurthuis De Linde',
      locality: 'Utrecht',
      start: { day: '2030-03-05', time: '14:00' },
      end: { day: '2030-03-05', time: '16:00' },
      url: '/activiteiten/alzheimer-cafe-avond-1',
      externalUrl: null,
    });
  });

  it('answers an empty page for 204 (null) and for malformed answers', () => {
    for (const answer of [null, undefined, 'x', 42, [], { Activities: 'x' }]) {
      expect(toActivitiesPage(answer)).toEqual({ total: 0, items: [], messageKey: null });
    }
    expect(toActivitiesPage({ Activities: [], MessageKey: 'UnknownPlace' }).messageKey).toBe('UnknownPlace');
  });

  it('drops records without a title or any usable address, and tolerates missing parts', () => {
    const page = toActivitiesPage({
      Total: 'many',
      Activities: [
        null,
        { Title: 'Geen adres' },
        { Title: '', Url: '/a' },
        { Title: 'Onveilig', Url: '//elders.example' },
        { Title: 'Script', Url: 'javascript:alert(1)' },
        { Title: 'Kaal', Url: '/activiteiten/kaal', Activity: { StartDate: 'gisteren', StartTime: -5 } },
        {
          Title: 'Extern',
          Activity: { ExternalLink: { uri: 'https://example.org/x' }, StartDate: '2030-01-02T00:00:00Z' },
        },
      ],
    });
    expect(page.items.map((item) => item.title)).toEqual(['Kaal', 'Extern']);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ type: '', iconPath: null, start: null, end: null, locality: '' });
    expect(page.items[1]).toMatchObject({
      url: null,
      externalUrl: 'https://example.org/x',
      start: { day: '2030-01-02', time: null },
    });
  });
});

describe('activity type icon', () => {
  it('takes a site path or an https address, and nothing a browser could not load as the image', () => {
    const iconOf = (path: unknown) =>
      toActivitiesPage({ Activities: [activityRecord(1, { ActivityTypeIcon: { Path: path } })] }).items[0]!.iconPath;
    expect(iconOf('/blobstorage/content/activiteit-icoon-koffie.svg')).toBe(
      '/blobstorage/content/activiteit-icoon-koffie.svg',
    );
    expect(iconOf('https://cdn.example.org/koffie.svg')).toBe('https://cdn.example.org/koffie.svg');
    for (const path of ['koffie', 'http://cdn.example.org/koffie.svg', '//elders.example/x.svg', 'javascript:x', 3]) {
      expect(iconOf(path)).toBeNull();
    }
  });
});

describe('timeOfDay', () => {
  it('reads seconds since midnight, as number or text', () => {
    expect(timeOfDay(0)).toBe('00:00');
    expect(timeOfDay(48600)).toBe('13:30');
    expect(timeOfDay('50400')).toBe('14:00');
    expect(timeOfDay(86400)).toBeNull();
    expect(timeOfDay(12.5)).toBeNull();
    expect(timeOfDay(null)).toBeNull();
  });
});

describe('isNotPast', () => {
  const item = (start: string | null, end: string | null) =>
    ({ start: start && { day: start, time: null }, end: end && { day: end, time: null } }) as never;
  it('keeps activities that end today or later', () => {
    expect(isNotPast(item('2026-01-01', '2026-03-05'), '2026-03-05')).toBe(true);
    expect(isNotPast(item('2026-01-01', '2026-03-04'), '2026-03-05')).toBe(false);
    expect(isNotPast(item('2026-03-06', null), '2026-03-05')).toBe(true);
    // Without an end date the start date is the last day.
    expect(isNotPast(item('2026-03-05', null), '2026-03-05')).toBe(true);
    expect(isNotPast(item('2026-03-04', null), '2026-03-05')).toBe(false);
    expect(isNotPast(item(null, null), '2026-03-05')).toBe(false);
  });
});

describe('toNames', () => {
  it('keeps distinct non-empty names', () => {
    expect(toNames(['Wandelen', ' Wandelen ', '', 3, 'Zingen'])).toEqual(['Wandelen', 'Zingen']);
    expect(toNames(null)).toEqual([]);
  });
});
