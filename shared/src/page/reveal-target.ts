// Spec 2 §2 (router): an address with a hash scrolls smoothly to that element once the page is
// there. Our pages fill in parts (remotes, sections that load when scrolled near), so "there"
// means: the element exists and the layout has stopped moving. Then it is scrolled into view
// (at once under reduced motion) and its heading takes the focus, so keyboard and screen-reader
// users continue there (utrecht ScrollLink, govuk-frontend setFocus). After that, a section that
// still arrives (replacing the element, or pushing it away) is followed until the page has been
// still for a while, or the visitor scrolls, clicks, types or moves the focus themselves. On a
// slow phone parts arrive seconds apart, so "a while" is seconds too.

export interface RevealTimings {
  /** How often the page is looked at. */
  tickMs: number;
  /** The layout counts as settled when the target has not moved for this long. */
  settleMs: number;
  /** Scroll anyway after this long, even when the page still moves; give up if there is no target. */
  maxWaitMs: number;
  /** After scrolling, follow late changes until the page has been still for this long … */
  holdQuietMs: number;
  /** … or at most this long after scrolling. */
  holdMaxMs: number;
  /** A smooth scroll that has not ended (no `scrollend`) after this long counts as ended. */
  smoothMaxMs: number;
}

export const REVEAL_TIMINGS: RevealTimings = {
  tickMs: 100,
  settleMs: 400,
  maxWaitMs: 10_000,
  holdQuietMs: 5000,
  holdMaxMs: 30_000,
  smoothMaxMs: 3000,
};

// A move smaller than this is a rounding or a sticky header settling, not a section arriving.
const MOVED_PX = 40;
const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/** What takes the focus: the target if it is a heading, else its first heading, else itself. */
function focusable(target: HTMLElement): HTMLElement {
  const heading = /^H[1-6]$/.test(target.tagName)
    ? target
    : (target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? target);
  if (!heading.hasAttribute('tabindex') && heading.tabIndex < 0) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** The element's top in the document, whatever the scroll position. */
const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * How far the page is from where scrolling the element into view puts it: its top at its
 * scroll margin, or as near as the end of the page allows.
 */
function offTarget(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const maxScroll = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const wanted = Math.min(Math.max(0, documentTop(element) - margin), maxScroll);
  return Math.abs(wanted - window.scrollY);
}

/**
 * Brings the element with `id` into view and focus once the page has settled, and keeps it there
 * while late parts arrive. Answers a function that stops it (a new navigation, unmount).
 */
export function revealTarget(
  id: string,
  { smooth = true, timings = REVEAL_TIMINGS }: { smooth?: boolean; timings?: RevealTimings } = {},
): () => void {
  const find = () => document.getElementById(id);
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    window.removeEventListener('scrollend', onScrollEnd);
  };
  // The visitor's own scrolling, clicking or typing ends our part: they chose where to be.
  function onInteraction() {
    stop();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  // The end of our smooth scroll. Until then the page is not scrolled again: Chrome runs a smooth
  // scrollIntoView as a distance from where it starts, so a jump made before it has started
  // would have it run on past the section (seen on a slow machine). A `scrollend` that comes
  // before ours has moved the page belongs to another scroll (the link's own, say).
  let scrollEnded = false;
  // Our smooth scroll has done its work: it moved the page, or the page was already in place.
  const leftStartOrInPlace = (element: HTMLElement, startY: number) =>
    Math.abs(window.scrollY - startY) > 1 || offTarget(element) <= MOVED_PX;
  function onScrollEnd() {
    if (!shown || shown.resting) return;
    if (leftStartOrInPlace(find() ?? shown.element, shown.startY)) scrollEnded = true;
  }
  window.addEventListener('scrollend', onScrollEnd);

  let last: { element: HTMLElement; top: number; height: number; since: number } | null = null;
  // Once scrolled: what we showed, where it and the page were at the last look, since when the
  // page has been still, and whether our own (smooth) scroll has come to rest.
  let shown: {
    element: HTMLElement;
    heading: HTMLElement;
    top: number;
    scrollY: number;
    height: number;
    since: number;
    scrolledAt: number;
    startY: number;
    resting: boolean;
  } | null = null;

  const reveal = (element: HTMLElement, behavior: ScrollBehavior, now: number) => {
    const heading = focusable(element);
    heading.focus({ preventScroll: true });
    const startY = window.scrollY;
    scrollEnded = false;
    element.scrollIntoView?.({ behavior, block: 'start' });
    // An instant scroll has happened by now; a smooth one is followed until it ends.
    shown = {
      element,
      heading,
      top: documentTop(element),
      scrollY: window.scrollY,
      height: document.documentElement.scrollHeight,
      since: now,
      scrolledAt: shown?.scrolledAt ?? now,
      startY,
      resting: behavior !== 'smooth',
    };
  };

  const wait = (element: HTMLElement | null, now: number) => {
    if (!element) {
      if (now - started >= timings.maxWaitMs) stop();
      return;
    }
    const top = documentTop(element);
    const height = document.documentElement.scrollHeight;
    if (!last || last.element !== element || Math.abs(last.top - top) > 1 || last.height !== height) {
      last = { element, top, height, since: now };
    }
    if (now - last.since >= timings.settleMs || now - started >= timings.maxWaitMs) {
      reveal(element, smooth && !prefersReducedMotion() ? 'smooth' : 'auto', now);
    }
  };

  const hold = (element: HTMLElement | null, now: number) => {
    if (!shown) return;
    if (!element) return stop();
    const active = document.activeElement;
    // The focus went elsewhere (not lost with a replaced part, which leaves it on the body): the
    // visitor or their screen reader moved on.
    if (element === shown.element && active && active !== document.body && active !== shown.heading) return stop();
    if (element !== shown.element || !shown.heading.isConnected) {
      // The section or its heading was replaced (a placeholder by its content): the focus went
      // with the old one. During our smooth scroll only the focus follows (see onScrollEnd).
      if (shown.resting) return reveal(element, 'auto', now);
      shown.element = element;
      shown.heading = focusable(element);
      shown.heading.focus({ preventScroll: true });
    }
    const top = documentTop(element);
    const scrollY = window.scrollY;
    const height = document.documentElement.scrollHeight;
    const moved = Math.abs(top - shown.top) > 1;
    const scrolled = Math.abs(scrollY - shown.scrollY) > 1;
    // The page grew or shrank below it: near the end of the page that changes where it can go.
    const resized = height !== shown.height;
    shown.top = top;
    shown.scrollY = scrollY;
    shown.height = height;
    if (!shown.resting) {
      // Our smooth scroll is under way until the browser says it ended or, in a browser without
      // `scrollend`, until the position stays put for two looks.
      if (moved || scrolled) shown.since = now;
      // (Not before it has moved the page, or found it in place: it may start late.)
      const ended =
        'onscrollend' in window
          ? scrollEnded
          : now - shown.since >= 2 * timings.tickMs && leftStartOrInPlace(element, shown.startY);
      if (ended || now - shown.scrolledAt >= timings.smoothMaxMs) {
        shown.resting = true;
        shown.since = now;
        // Something above arrived during the scroll, which then ended short of the section.
        if (offTarget(element) > MOVED_PX) reveal(element, 'auto', now);
      }
      return;
    }
    if (moved || resized) {
      // Something above it arrived (or went) and moved it, or the page below it grew so that it
      // can now go to the top. The browser's scroll anchoring may have kept it in place; if not,
      // we do.
      shown.since = now;
      if (offTarget(element) > MOVED_PX) reveal(element, 'auto', now);
    } else if (scrolled && scrollY < height - window.innerHeight - 1) {
      // The page scrolled while the section stayed where it was: the visitor or their assistive
      // technology did that, without an event we listen to. (At the end of the page, the page
      // got shorter and the browser moved up with it.)
      return stop();
    }
  };

  const tick = () => {
    if (stopped) return;
    const now = Date.now();
    const element = find();
    if (!shown) wait(element, now);
    else {
      hold(element, now);
      const quiet = shown.resting && now - shown.since >= timings.holdQuietMs;
      if (quiet || now - shown.scrolledAt >= timings.holdMaxMs) return stop();
    }
    if (!stopped) timer = setTimeout(tick, timings.tickMs);
  };
  tick();
  return stop;
}
