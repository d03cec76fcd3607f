import { useEffect, useRef, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec 2 §4 "Timeline: scroll progress marks items active". An item counts as reached once its
 * top passes 60% of the viewport height. Without IntersectionObserver, or under reduced
 * motion, every item is active from the start: a static timeline loses nothing.
 */
export function useScrollProgress(count: number) {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const [animated] = useState(() => typeof IntersectionObserver === 'function' && !prefersReducedMotion());
  const [reachedCount, setReachedCount] = useState(animated ? 0 : count);

  useEffect(() => {
    if (!animated) return;
    const reached = new Array<boolean>(count).fill(false);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = elements.current.indexOf(entry.target as HTMLElement);
          if (index < 0) continue;
          const rootTop = entry.rootBounds?.top ?? 0;
          reached[index] = entry.isIntersecting || entry.boundingClientRect.bottom < rootTop;
        }
        setReachedCount(reached.lastIndexOf(true) + 1);
      },
      { rootMargin: '0px 0px -40% 0px' },
    );
    for (const element of elements.current.slice(0, count)) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [animated, count]);

  const itemRef = (index: number) => (element: HTMLElement | null) => {
    elements.current[index] = element;
  };

  return { itemRef, reachedCount };
}
