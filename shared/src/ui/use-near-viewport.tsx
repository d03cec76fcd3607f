import { startTransition, useCallback, useState, type RefCallback } from 'react';

/** How far below (or above) the visible part of the page a part starts to load. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * True once the element is on screen or within `NEAR_VIEWPORT_MARGIN` of it, and from then on.
 * Parts further down the page load when the visitor scrolls towards them, not with the first
 * paint. Without IntersectionObserver (old browsers, tests) the answer is true at once.
 * A callback ref, so an element that React replaces (a section rendered anew) is watched in its
 * place: a watched element no longer on the page would never come near. The ref watches the
 * element itself rather than keeping it in state: a state set while React attaches refs is an
 * update React renders at once, in the same task as the page it is committing (that was one of
 * a phone's long tasks on every page, the footer's newsletter sign-up).
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback<RefCallback<T>>(
    (element) => {
      if (near || !element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          // A transition: the part is rendered in slices, not in one long task.
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [watch, near];
}
