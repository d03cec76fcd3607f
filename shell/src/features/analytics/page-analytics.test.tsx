import { StrictMode, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { pageViewEvent, usePageViewAnalytics, type PageViewInput } from './page-analytics';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

const contentPage: PageViewInput = {
  pathname: '/over-dementie',
  nodeType: 'content_page',
  nodeId: 412,
  pageKind: 'mf_content/ContentPage',
};

describe('pageViewEvent (spec 2 §3)', () => {
  it('holds the analytics user record with empty user, training and question ids', () => {
    expect(pageViewEvent(contentPage)).toEqual({
      event: 'page_view',
      userId: '',
      pageKind: 'mf_content/ContentPage',
      nodeType: 'content_page',
      nodeId: 412,
      trainingsId: '',
      questionId: '',
    });
  });

  it('reports the home page as node 9999 (spec 1 §7)', () => {
    const home = { pathname: '/', nodeType: 'homepage', nodeId: 1, pageKind: 'mf_content/HomePage' };
    expect(pageViewEvent(home).nodeId).toBe(9999);
    expect(pageViewEvent({ ...home, pathname: '/home' }).nodeId).toBe(9999);
  });

  it('leaves the node id empty for pages without a node', () => {
    const search = { pathname: '/zoeken', nodeType: '', nodeId: undefined, pageKind: 'mf_search/SearchPage' };
    expect(pageViewEvent(search).nodeId).toBe('');
  });
});

describe('usePageViewAnalytics', () => {
  const pushes = () => (window as WindowWithDataLayer).dataLayer ?? [];
  const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

  beforeEach(() => {
    (window as WindowWithDataLayer).dataLayer = [];
  });

  afterAll(() => {
    delete (window as WindowWithDataLayer).dataLayer;
  });

  it('pushes nothing while the page is still loading', () => {
    renderHook(() => usePageViewAnalytics(undefined));
    expect(pushes()).toEqual([]);
  });

  it('pushes once per page view, not on re-render or StrictMode effect replays', () => {
    const { rerender } = renderHook((page: PageViewInput | undefined) => usePageViewAnalytics(page), {
      initialProps: contentPage,
      wrapper: strict,
    });
    rerender({ ...contentPage });
    expect(pushes()).toEqual([pageViewEvent(contentPage)]);

    const next = { ...contentPage, pathname: '/regios/utrecht', nodeType: 'regio', nodeId: 77 };
    rerender(undefined);
    rerender(next);
    expect(pushes()).toEqual([pageViewEvent(contentPage), pageViewEvent(next)]);
  });

  it('counts coming back to a page as a new page view', () => {
    const other = { ...contentPage, pathname: '/nieuws', nodeId: 5 };
    const { rerender } = renderHook((page: PageViewInput) => usePageViewAnalytics(page), {
      initialProps: contentPage,
    });
    rerender(other);
    rerender(contentPage);
    expect(pushes()).toHaveLength(3);
  });
});
