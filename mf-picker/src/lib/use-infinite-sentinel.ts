import { useEffect, useRef } from 'react';

// Spec 2 §9: the sentinel is 10 px high (its CSS) and is watched with a 1 px root margin.
const ROOT_MARGIN = '1px';

/**
 * Infinite pagination (spec 2 §4): calls `onVisible` when the sentinel comes into view and
 * `enabled` is true (loaded, more to show). One call per `page`: the next waits until the page
 * asked for has rendered and `page` changed; the new observer then reports at once whether the
 * sentinel is still in view, so a tall screen fills up one page at a time, never in a burst.
 * While loading, after a failure or with all shown, `enabled` is false and nothing is watched,
 * so an error cannot become a loop. Without IntersectionObserver nothing happens: the page's
 * own "load more" button does the same by hand.
 */
export function useInfiniteSentinel<T extends Element>(onVisible: () => void, enabled: boolean, page: number) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver !== 'function') return;
    let asked = false;
    const observer = new IntersectionObserver(
      (entries) => {
        // The last entry is where the sentinel is now; earlier ones in the batch are history.
        if (asked || !entries.at(-1)?.isIntersecting) return;
        asked = true;
        latest.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, page]);

  return sentinel;
}
