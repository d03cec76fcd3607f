import {
  dementiaInfoToShow,
  toHighlights,
  toInfoItems,
  toServices,
  visibleHighlights,
  type HighlightModel,
  type InfoModel,
} from './region-content-model';
import { fillNews, toNewsCards, type NewsCardModel } from './news-model';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

const highlight = (id: number, start: string | null, end: string | null, modified: string): HighlightModel => ({
  id,
  title: `H${id}`,
  text: '',
  image: null,
  link: null,
  secondaryLink: null,
  startDate: start,
  endDate: end,
  modifiedDate: modified,
});

describe('visibleHighlights (spec 1 §5)', () => {
  it('keeps a highlight from the exact start to the exact end, and not a millisecond outside', () => {
    const items = [
      highlight(1, at(0), at(1000), at(-5)),
      highlight(2, at(-1000), at(0), at(-6)),
      highlight(3, at(1), at(1000), at(-1)),
      highlight(4, at(-1000), at(-1), at(-2)),
    ];
    expect(visibleHighlights(items, NOW).map((h) => h.id)).toEqual([1, 2]);
  });

  it('shows the two most recently modified of the current ones', () => {
    const items = [1, 2, 3].map((id) => highlight(id, at(-1000), at(1000), at(-id * 100)));
    expect(visibleHighlights(items.reverse(), NOW).map((h) => h.id)).toEqual([1, 2]);
  });

  it('treats a missing start or end as an open side of the window', () => {
    expect(visibleHighlights([highlight(1, null, null, at(0))], NOW)).toHaveLength(1);
  });
});

describe('dementiaInfoToShow (spec 1 §5)', () => {
  const items = (n: number): InfoModel[] =>
    Array.from({ length: n }, (_, i) => ({ id: i, title: `I${i}`, text: '', url: `/i/${i}` }));

  it('shows the region-specific items when there are any, all of them', () => {
    expect(dementiaInfoToShow(items(1), items(4))).toEqual(items(1));
  });

  it('drops the last generic item when there are more than 3, and keeps 3 or fewer as they are', () => {
    expect(dementiaInfoToShow([], items(4)).map((i) => i.id)).toEqual([0, 1, 2]);
    expect(dementiaInfoToShow([], items(3))).toHaveLength(3);
  });
});

describe('fillNews (spec 1 §9 home news)', () => {
  const cards = (prefix: string, n: number): NewsCardModel[] =>
    Array.from({ length: n }, (_, i) => ({
      title: `${prefix}${i}`,
      url: `/${prefix}${i}`,
      date: null,
      introduction: '',
      image: null,
    }));

  it('takes up to 3 regional items and fills with general ones up to 6', () => {
    expect(fillNews(cards('r', 5), cards('g', 10)).map((c) => c.title)).toEqual(['r0', 'r1', 'r2', 'g0', 'g1', 'g2']);
    expect(fillNews(cards('r', 1), cards('g', 10))).toHaveLength(6);
    expect(fillNews([], cards('g', 2))).toHaveLength(2);
  });

  it('shows the chosen items newest first across regional and general news, undated ones last', () => {
    const dated = (title: string, date: string | null): NewsCardModel => ({
      title,
      url: `/${title}`,
      date,
      introduction: '',
      image: null,
    });
    const regional = [dated('regio-2025', '2025-03-01T00:00:00.000Z'), dated('regio-2024', '2024-06-01T00:00:00.000Z')];
    const general = [dated('landelijk-2026', '2026-11-20T00:00:00.000Z'), dated('zonder-datum', null)];
    expect(fillNews(regional, general).map((c) => c.title)).toEqual([
      'landelijk-2026',
      'regio-2025',
      'regio-2024',
      'zonder-datum',
    ]);
  });

  it('does not show a regional item twice when the general list has it too', () => {
    const regional = cards('r', 2);
    expect(fillNews(regional, [regional[0]!, ...cards('g', 5)]).map((c) => c.title)).toEqual([
      'r0',
      'r1',
      'g0',
      'g1',
      'g2',
      'g3',
    ]);
  });
});

describe('transformers', () => {
  it('tolerate missing and odd fields', () => {
    expect(toServices(null)).toEqual([]);
    expect(toServices([{ title: 'A', field_link: { title: 'x', uri: 'javascript:alert(1)' } }])[0]).toEqual({
      id: 0,
      title: 'A',
      text: '',
      image: null,
      link: null,
    });
    expect(toHighlights([{ field_start_date: 'gisteren' }])[0]!.startDate).toBeNull();
    expect(toInfoItems([{ title: 'B', path: { alias: '/b' }, field_text: { value: '<p>t</p>' } }])[0]).toEqual({
      id: 0,
      title: 'B',
      text: '<p>t</p>',
      url: '/b',
    });
    expect(
      toNewsCards({ Items: [{ Title: 'Zonder pad' }, { Title: 'N', Data: { Path: '/n' } }] }).map((c) => c.title),
    ).toEqual(['N']);
  });
});
