// spec 2 §9: the picker shows 15 pictures at first, then 10 more per page (the end of the list
// scrolled into view, or "Meer laden").
export const FIRST_PAGE = 15;
export const MORE_PAGE = 10;

/** The "Meer laden" button's state (spec 2 §4): still loading, more to show, or all shown. */
export type LoadMoreState = 'downloading' | 'not-done' | 'done';

export function loadMoreState(loaded: boolean, shown: number, total: number): LoadMoreState {
  if (!loaded) return 'downloading';
  return shown < total ? 'not-done' : 'done';
}
