import { useEffect, useRef } from 'react';
import { clearScrollDepth, normalisePath, readScrollDepth, writeScrollDepth } from './scroll-depth-cookie';

/**
 * The link a click follows inside this site and this tab, or undefined. New tabs (target,
 * modifier keys, middle button) and downloads leave this page where it is, so they store nothing.
 */
export function internalLinkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  return link.origin === window.location.origin ? link : undefined;
}

/** spec 2 §7: an internal link click stores where the visitor was on the current page. */
export function rememberScrollDepthOnClick(event: MouseEvent): void {
  if (!internalLinkOf(event)) return;
  writeScrollDepth({ path: normalisePath(window.location.pathname), depth: Math.round(window.scrollY) });
}

/** One document listener for the whole app; call it once in the layout. */
export function useScrollDepthCookie(): void {
  useEffect(() => {
    // Capture phase: the router's link handler may stop the click before it bubbles up.
    document.addEventListener('click', rememberScrollDepthOnClick, true);
    return () => document.removeEventListener('click', rememberScrollDepthOnClick, true);
  }, []);
}

/**
 * spec 2 §2: back on the page the depth was stored for, and the page is tall enough to reach
 * it, scroll there once and forget it. Returns whether it scrolled.
 */
export function restoreScrollDepth(pathname: string = window.location.pathname): boolean {
  // spec 2 §2: an address with a hash scrolls to its element instead.
  if (window.location.hash) return false;
  const stored = readScrollDepth();
  if (!stored || normalisePath(stored.path) !== normalisePath(pathname)) return false;
  const height = document.documentElement.scrollHeight;
  if (height < stored.depth + window.innerHeight) return false;
  window.scrollTo(0, stored.depth);
  clearScrollDepth();
  return true;
}

/** How long a fresh page may grow (its remote, its api calls) before the stored depth is given up. */
export const RESTORE_WAIT_MS = 10_000;

/** The visitor's own moves: after one of these the page is theirs, no jump back to a depth. */
const OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Tries the restore once per path, when the page content is `ready`. On a fresh load (a reload,
 * a return from another site) the page is still short then: its parts arrive after it, so the
 * restore is tried again as it grows, until it succeeds, the visitor moves themselves, or
 * RESTORE_WAIT_MS pass. Once per path, so a later click within the same page (pagination, a
 * filter) does not jump back to an old position.
 */
export function useRestoreScrollDepth(pathname: string, ready: boolean): void {
  const triedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || triedFor.current === pathname) return undefined;
    triedFor.current = pathname;
    if (restoreScrollDepth(pathname) || typeof ResizeObserver === 'undefined') return undefined;
    const grown = new ResizeObserver(() => {
      if (restoreScrollDepth(pathname)) stop();
    });
    const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
    function stop() {
      grown.disconnect();
      clearTimeout(timer);
      for (const move of OWN_MOVES) window.removeEventListener(move, stop);
    }
    grown.observe(document.body);
    for (const move of OWN_MOVES) window.addEventListener(move, stop, { passive: true });
    return stop;
  }, [pathname, ready]);
}
