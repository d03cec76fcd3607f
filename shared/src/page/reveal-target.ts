// Spec 2 §2 (router): an address with a hash scrolls smoothly to that element once the page is
// there. Our pages fill in parts (remotes, sections that load when scrolled near), so "there"
// means: the element exists and the layout has stopped moving. Then it is scrolled into view
// (at once under reduced motion) and its heading takes the focus, so keyboard and screen-reader
// users continue there (utrecht ScrollLink, govuk-frontend setFocus). For a while after, a
// section that still arrives (replacing the element, or pushing it down) is followed, until the
// visitor scrolls, clicks or types themselves.

export interface RevealTimings {
  /** How often the page is looked at. */
  tickMs: number;
  /** The layout counts as settled when the target has not moved for this long. */
  settleMs: number;
  /** Scroll anyway after this long, even when the page still moves; give up if there is no target. */
  maxWaitMs: number;
  /** After scrolling, follow late changes until the page has been still for this long … */
  holdQuietMs: number;
  /** … or at most this long. */
  holdMaxMs: number;
}

export const REVEAL_TIMINGS: RevealTimings = {
  tickMs: 100,
  settleMs: 400,
  maxWaitMs: 6000,
  holdQuietMs: 800,
  holdMaxMs: 8000,
};

// A move smaller than this is a rounding or a sticky header settling, not a section arriving.
const MOVED_PX = 40;
const INTERACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/** The id an address's hash names (`#nieuws`, `#caf%C3%A9`), or null. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** What takes the focus: the target if it is a heading, else its first heading, else itself. */
function focusable(target: HTMLElement): HTMLElement {
  const heading = /^H[1-6]$/.test(target.tagName)
    ? target
    : (target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? target);
  if (!heading.hasAttribute('tabindex') && heading.tabIndex < 0) heading.setAttribute('tabindex', '-1');
  return heading;
}

const topOf = (element: HTMLElement) => element.getBoundingClientRect().top;

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
  };
  // The visitor's own scrolling, clicking or typing ends our part: they chose where to be.
  function onInteraction() {
    stop();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });

  let phase: 'waiting' | 'holding' = 'waiting';
  let last: { element: HTMLElement; top: number; height: number; since: number } | null = null;
  let shown: { element: HTMLElement; top: number | null; scrollY: number; since: number } | null = null;

  const reveal = (element: HTMLElement, behavior: ScrollBehavior) => {
    focusable(element).focus({ preventScroll: true });
    element.scrollIntoView?.({ behavior, block: 'start' });
  };

  const tick = () => {
    if (stopped) return;
    const now = Date.now();
    const element = find();
    if (phase === 'waiting') {
      if (!element) {
        if (now - started >= timings.maxWaitMs) return stop();
      } else {
        const top = topOf(element) + window.scrollY;
        const height = document.documentElement.scrollHeight;
        if (!last || last.element !== element || Math.abs(last.top - top) > 1 || last.height !== height) {
          last = { element, top, height, since: now };
        }
        if (now - last.since >= timings.settleMs || now - started >= timings.maxWaitMs) {
          reveal(element, smooth && !prefersReducedMotion() ? 'smooth' : 'auto');
          phase = 'holding';
          shown = { element, top: null, scrollY: window.scrollY, since: now };
        }
      }
    } else if (shown) {
      if (!element) return stop();
      if (element !== shown.element) {
        // The section was replaced (a placeholder by its content): the focus went with the old one.
        reveal(element, 'auto');
        shown = { element, top: null, scrollY: window.scrollY, since: now };
      } else if (Math.abs(window.scrollY - shown.scrollY) > 1) {
        // Still scrolling smoothly towards it.
        shown.scrollY = window.scrollY;
        shown.since = now;
      } else if (shown.top === null) {
        shown.top = topOf(element);
      } else if (Math.abs(topOf(element) - shown.top) > MOVED_PX) {
        // Something above it arrived and pushed it away.
        element.scrollIntoView?.({ behavior: 'auto', block: 'start' });
        shown = { element, top: null, scrollY: window.scrollY, since: now };
      }
      const quiet = now - shown.since >= timings.holdQuietMs;
      if ((quiet && shown.top !== null) || now - started >= timings.maxWaitMs + timings.holdMaxMs) return stop();
    }
    timer = setTimeout(tick, timings.tickMs);
  };
  tick();
  return stop;
}
