import { useEffect } from 'react';

const TRAINING_PREFIX = '/trainingen/';

/**
 * spec 2 §2: a link to a path under /trainingen/ carries `startingPageUrl`, the page the
 * visitor came from, so the training can send them back there.
 */
export function withStartingPage(href: string, currentUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(href, currentUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(currentUrl).origin || !url.pathname.startsWith(TRAINING_PREFIX)) return null;
  url.searchParams.set('startingPageUrl', currentUrl);
  return url.toString();
}

function trainingAnchor(event: Event): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * One listener for every link on the page, whichever remote rendered it. The address is written
 * into the link just before it is followed (pointer, keyboard or context menu), so "open in new
 * tab" carries it too. The training is its own application: a plain click must load it as a
 * page, so the event is kept from the router's link handler (document capture runs first).
 */
export function useTrainingLinks(): void {
  useEffect(() => {
    const rewrite = (event: Event) => {
      const anchor = trainingAnchor(event);
      if (!anchor) return;
      const href = withStartingPage(anchor.getAttribute('href') ?? '', window.location.href);
      if (!href) return;
      anchor.setAttribute('href', href);
      if (event.type === 'click') event.stopPropagation();
    };
    const types = ['pointerdown', 'contextmenu', 'keydown', 'click'] as const;
    for (const type of types) document.addEventListener(type, rewrite, true);
    return () => {
      for (const type of types) document.removeEventListener(type, rewrite, true);
    };
  }, []);
}
