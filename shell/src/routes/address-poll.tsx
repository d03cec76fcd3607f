import { useEffect } from 'react';
import { useLocation, useNavigate } from '@alz/shared/router';

/** Spec 2 §9: how often the router looks at the address. */
export const ADDRESS_POLL_MS = 100;

/**
 * Spec 2 §2: the router checks for address changes every 100 ms. React Router follows its own
 * navigations and Back and Forward (popstate), but a `history.pushState` by an embedded script
 * or a CMS snippet tells it nothing: so the address is compared on the poll, and a change the
 * router did not make is taken over, replacing that entry (the script's step stays one step).
 * The router's own entries carry its key in `history.state`, so one of its navigations that is
 * still rendering is left alone.
 */
export function AddressPoll() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const shown = pathname + search + hash;
  useEffect(() => {
    const timer = setInterval(() => {
      const address = window.location.pathname + window.location.search + window.location.hash;
      const state: unknown = window.history.state;
      const routersOwn = typeof state === 'object' && state !== null && 'key' in state;
      if (address !== shown && !routersOwn) navigate(address, { replace: true });
    }, ADDRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [shown, navigate]);
  return null;
}
