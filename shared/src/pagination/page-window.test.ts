import { pageHref, pageWindow, toPageNumber, totalPagesOf, type PageWindowEntry } from './page-window';

/** The window as a visitor reads it: numbers and ellipses. */
const shown = (entries: PageWindowEntry[]) =>
  entries.map((entry) => (entry.kind === 'page' ? String(entry.page) : '…')).join(' ');

describe('pageWindow', () => {
  it('shows nothing for one page or none', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('shows every page when they all fit', () => {
    expect(shown(pageWindow(1, 2))).toBe('1 2');
    expect(shown(pageWindow(3, 5))).toBe('1 2 3 4 5');
  });

  it('keeps two pages either side and the first and last, with ellipses in the gaps', () => {
    expect(shown(pageWindow(1, 10))).toBe('1 2 3 … 10');
    expect(shown(pageWindow(5, 10))).toBe('1 … 3 4 5 6 7 … 10');
    expect(shown(pageWindow(10, 10))).toBe('1 … 8 9 10');
    expect(shown(pageWindow(4, 10))).toBe('1 2 3 4 5 6 … 10');
  });

  it('takes another window size', () => {
    expect(shown(pageWindow(5, 10, 1))).toBe('1 … 4 5 6 … 10');
  });

  it('clamps a current page outside the range', () => {
    expect(shown(pageWindow(99, 7))).toBe('1 … 5 6 7');
    expect(shown(pageWindow(-3, 7))).toBe('1 2 3 … 7');
  });
});

describe('toPageNumber', () => {
  it('reads a whole page number from 1 and falls back to 1 for anything else', () => {
    expect(toPageNumber('3')).toBe(3);
    for (const value of [null, undefined, '', 'twee', '0', '-2', '1.5', ' ']) expect(toPageNumber(value)).toBe(1);
  });
});

describe('totalPagesOf', () => {
  it('rounds up and never goes below 1', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
  });
});

describe('pageHref', () => {
  it('keeps the other query parameters and leaves page 1 without a page parameter', () => {
    expect(pageHref('/nieuws', { zoekterm: 'zorg & wonen' }, 3)).toBe('/nieuws?zoekterm=zorg+%26+wonen&page=3');
    expect(pageHref('/nieuws', { zoekterm: 'zorg', page: '4' }, 1)).toBe('/nieuws?zoekterm=zorg');
    expect(pageHref('/nieuws', {}, 1)).toBe('/nieuws');
  });
});
