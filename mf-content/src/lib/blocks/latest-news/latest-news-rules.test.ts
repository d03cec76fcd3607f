import { selectLatestNews } from './latest-news-rules';
import type { LatestNewsItem } from './latest-news-items';

const item = (title: string, day: number, regional = false, hideFromHomepage = false): LatestNewsItem => ({
  title,
  url: `/nieuws/${title}`,
  publicationDate: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  introduction: '',
  image: null,
  hideFromHomepage,
  regional,
});

const titles = (items: LatestNewsItem[]) => items.map((i) => i.title);

const items = [
  item('regio-a', 20, true),
  item('algemeen-a', 19),
  item('regio-b', 18, true),
  item('verborgen', 21, false, true),
  item('regio-c', 17, true),
  item('algemeen-b', 16),
  item('algemeen-c', 15),
];

describe('selectLatestNews', () => {
  it('on desktop shows every general and regional item, newest first', () => {
    expect(titles(selectLatestNews(items, true))).toEqual([
      'regio-a',
      'algemeen-a',
      'regio-b',
      'regio-c',
      'algemeen-b',
      'algemeen-c',
    ]);
  });

  it('on a small screen shows three items, at most two of them regional', () => {
    expect(titles(selectLatestNews(items, false))).toEqual(['regio-a', 'algemeen-a', 'regio-b']);
    const mostlyRegional = [item('r1', 9, true), item('r2', 8, true), item('r3', 7, true), item('g1', 1)];
    expect(titles(selectLatestNews(mostlyRegional, false))).toEqual(['r1', 'r2', 'g1']);
    const general = [item('g1', 5), item('g2', 4), item('g3', 3), item('g4', 2)];
    expect(titles(selectLatestNews(general, false))).toEqual(['g1', 'g2', 'g3']);
  });

  it('never shows items marked HideFromHomepage', () => {
    for (const desktop of [true, false]) {
      expect(titles(selectLatestNews(items, desktop))).not.toContain('verborgen');
    }
    expect(selectLatestNews([item('verborgen', 1, false, true)], false)).toEqual([]);
  });

  it('shows fewer than three when there are not enough', () => {
    expect(titles(selectLatestNews([item('r1', 3, true), item('r2', 2, true), item('r3', 1, true)], false))).toEqual([
      'r1',
      'r2',
    ]);
  });
});
