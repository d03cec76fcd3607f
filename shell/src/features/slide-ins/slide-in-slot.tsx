import { lazy, Suspense, useEffect, useState } from 'react';
import { RemoteBoundary } from '@alz/shared/ui/remote-module';

/** How long a visitor reads a page before a slide-in may come without any scrolling. */
export const READ_FIRST_MS = 20_000;

// The slide-in's code, its list of slide-ins and its panel load once a visitor has read a
// while, not with the first paint. If they cannot load, the page goes on without them.
const SlideIn = lazy(() =>
  import(/* webpackChunkName: "slide-in" */ './slide-in').then((module) => ({ default: module.SlideIn })),
);

/** True once the visitor has scrolled half a screen from where the page opened, or read a while. */
function useHasReadAWhile(): boolean {
  const [read, setRead] = useState(false);
  useEffect(() => {
    if (read) return undefined;
    const start = window.scrollY;
    const done = () => setRead(true);
    const timer = setTimeout(done, READ_FIRST_MS);
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) >= window.innerHeight / 2) done();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [read]);
  return read;
}

/**
 * Spec 1 §2.12's slide-in, but not before a line is read: only after the visitor has scrolled
 * half a screen or spent READ_FIRST_MS on the page (the layout keys this slot by path, so each
 * page waits anew), and never together with the cookie question (the layout's rule).
 */
export function SlideInSlot({ pathname }: { pathname: string }) {
  if (!useHasReadAWhile()) return null;
  return (
    <RemoteBoundary id="shell/SlideIn" fallback={null}>
      <Suspense fallback={null}>
        <SlideIn pathname={pathname} />
      </Suspense>
    </RemoteBoundary>
  );
}
