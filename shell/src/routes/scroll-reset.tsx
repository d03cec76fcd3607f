import { useLayoutEffect } from 'react';
import { keepsScroll, useLocation, useNavigationType } from '@alz/shared/router';

/**
 * Spec 2 §2: a navigation (history push or replace) scrolls to the top. Not on back and
 * forward, where the browser puts the page back where it was (and the scroll-depth cookie
 * helps, see features/analytics/scroll-depth.ts); not with a hash, where the shell reveals that
 * element (`@alz/shared/page/reveal-target`); and not when the navigation asked to keep the
 * position (`preventScrollReset`: a filter or a choice within the page, see @alz/shared/router).
 */
export function ScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || location.hash || keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
    // Once per navigation: the key is new for each history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
