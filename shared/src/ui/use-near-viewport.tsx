import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (or above) the visible part of the page a part starts to load. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * True once the element is on screen or within `NEAR_VIEWPORT_MARGIN` of it, and from then on.
 * Parts further down the page load when the visitor scrolls towards them, not with the first
 * paint (issue 15). Without IntersectionObserver (old browsers, tests) the answer is true at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
