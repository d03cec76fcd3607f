import { renderHook } from '@testing-library/react';
import { clearScrollDepth, readScrollDepth, writeScrollDepth } from './scroll-depth-cookie';
import { restoreScrollDepth, useRestoreScrollDepth, useScrollDepthCookie } from './scroll-depth';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
}

function setPageHeight(value: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value, configurable: true });
}

function clickLink(attributes: Record<string, string>, init: MouseEventInit = {}) {
  const link = document.createElement('a');
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
  link.innerHTML = '<span>Lees meer</span>';
  document.body.append(link);
  link.firstElementChild?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
}

// jsdom cannot navigate; the app's router would take over the click here too.
const stopNavigation = (event: Event) => event.preventDefault();

describe('scroll-depth cookie on internal link clicks (spec 2 §7)', () => {
  beforeEach(() => {
    clearScrollDepth();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/over-dementie');
    setScrollY(640);
    document.addEventListener('click', stopNavigation);
  });

  afterEach(() => document.removeEventListener('click', stopNavigation));

  it('stores the current path and depth when an internal link is followed', () => {
    const { unmount } = renderHook(() => useScrollDepthCookie());
    clickLink({ href: '/regios/utrecht' });
    expect(readScrollDepth()).toEqual({ path: '/over-dementie', depth: 640 });
    expect(document.cookie).toContain('scrollDepth=');
    unmount();
  });

  it.each([
    ['an external link', { href: 'https://www.example.org/' }, {}],
    ['a link opening a new tab', { href: '/nieuws', target: '_blank' }, {}],
    ['a download', { href: '/folder.pdf', download: '' }, {}],
    ['a ctrl-click', { href: '/nieuws' }, { ctrlKey: true }],
    ['a cmd-click', { href: '/nieuws' }, { metaKey: true }],
    ['a middle click', { href: '/nieuws' }, { button: 1 }],
  ])('stores nothing for %s', (_name, attributes, init) => {
    const { unmount } = renderHook(() => useScrollDepthCookie());
    clickLink(attributes, init);
    expect(readScrollDepth()).toBeUndefined();
    unmount();
  });

  it('stops listening when the layout unmounts', () => {
    const { unmount } = renderHook(() => useScrollDepthCookie());
    unmount();
    clickLink({ href: '/nieuws' });
    expect(readScrollDepth()).toBeUndefined();
  });

  it('ignores a cookie value that is not ours', () => {
    document.cookie = 'scrollDepth=%7B%22path%22%3A1%7D; path=/';
    expect(readScrollDepth()).toBeUndefined();
    document.cookie = 'scrollDepth=geen-json; path=/';
    expect(readScrollDepth()).toBeUndefined();
  });
});

describe('restoring the scroll depth (spec 2 §2)', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    clearScrollDepth();
    window.history.replaceState(null, '', '/over-dementie');
    setPageHeight(3000);
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => scrollTo.mockRestore());

  it('scrolls to the stored depth on the same path, once, and forgets it', () => {
    writeScrollDepth({ path: '/over-dementie', depth: 900 });
    expect(restoreScrollDepth('/over-dementie/')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
    expect(readScrollDepth()).toBeUndefined();
    expect(restoreScrollDepth('/over-dementie')).toBe(false);
  });

  it('does nothing on another path', () => {
    writeScrollDepth({ path: '/nieuws', depth: 900 });
    expect(restoreScrollDepth('/over-dementie')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits when the page is not tall enough to reach the depth', () => {
    setPageHeight(900 + window.innerHeight - 1);
    writeScrollDepth({ path: '/over-dementie', depth: 900 });
    expect(restoreScrollDepth('/over-dementie')).toBe(false);
    expect(readScrollDepth()).toEqual({ path: '/over-dementie', depth: 900 });
  });

  it('leaves an address with a hash to its own scrolling', () => {
    window.history.replaceState(null, '', '/over-dementie#symptomen');
    writeScrollDepth({ path: '/over-dementie', depth: 900 });
    expect(restoreScrollDepth('/over-dementie')).toBe(false);
  });

  it('restores once the page is ready, and only once per path', () => {
    writeScrollDepth({ path: '/over-dementie', depth: 900 });
    const { rerender } = renderHook(({ ready }) => useRestoreScrollDepth('/over-dementie', ready), {
      initialProps: { ready: false },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(scrollTo).toHaveBeenCalledTimes(1);

    writeScrollDepth({ path: '/over-dementie', depth: 300 });
    rerender({ ready: false });
    rerender({ ready: true });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  describe('on a fresh load, while the page still grows', () => {
    let resized: (() => void) | undefined;
    beforeEach(() => {
      resized = undefined;
      // jsdom has no layout; this stands in for the browser telling that the page grew.
      class FakeResizeObserver {
        constructor(private readonly callback: () => void) {
          resized = () => this.callback();
        }
        observe() {}
        disconnect() {
          resized = undefined;
        }
      }
      Object.assign(window, { ResizeObserver: FakeResizeObserver });
    });
    afterEach(() => {
      delete (window as Partial<typeof window>).ResizeObserver;
    });

    it('restores the depth once the page has grown tall enough', () => {
      setPageHeight(400);
      writeScrollDepth({ path: '/over-dementie', depth: 900 });
      renderHook(() => useRestoreScrollDepth('/over-dementie', true));
      expect(scrollTo).not.toHaveBeenCalled();
      setPageHeight(3000);
      resized?.();
      expect(scrollTo).toHaveBeenCalledWith(0, 900);
      // Done: the page growing on does not move the visitor again.
      expect(resized).toBeUndefined();
    });

    it('gives up once the visitor scrolls by themselves', () => {
      setPageHeight(400);
      writeScrollDepth({ path: '/over-dementie', depth: 900 });
      renderHook(() => useRestoreScrollDepth('/over-dementie', true));
      window.dispatchEvent(new Event('wheel'));
      expect(resized).toBeUndefined();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});
