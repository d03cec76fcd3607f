import { useSyncExternalStore } from 'react';

// spec 1 §2.3 and spec 2 §2: desktop layout from a window width of 1024 px.
export const desktopQuery = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktop = () => typeof window !== 'undefined' && !!window.matchMedia?.(desktopQuery).matches;

/** True at desktop width; follows the window as it is resized. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}
