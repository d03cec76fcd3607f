import { useEffect, useState } from 'react';
import { useNavigate } from '@alz/shared/router';
import { lookupRedirect } from './redirect-client';
import { replaceLocation } from './replace-location';

export type RedirectState = 'idle' | 'checking' | 'none' | 'redirecting';

type Target = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

// Only http(s) targets are followed: a "javascript:" or "data:" To from a compromised CMS
// entry must never run in the visitor's page.
function toTarget(target: string): Target {
  let url: URL;
  try {
    url = new URL(target, window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== window.location.origin) return { kind: 'external', url: url.href };
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}

// Paths asked this visit without a redirect: going back to a page costs no second request.
const withoutRedirect = new Set<string>();

/** Forgets what this visit learnt (tests, each starting afresh). */
export function forgetRedirectLookups(): void {
  withoutRedirect.clear();
}

/**
 * Spec 1 §4: looks up a redirect for the current path and follows it, inside the app for this
 * site, as a full page replace for another origin. A redirect wins over a page at the same path
 * (an editor adds one to send visitors away from an old page), so the content route asks at
 * once, beside the page's own data, and shows the page only when there is none.
 */
export function useRedirect(pathname: string, enabled: boolean): { state: RedirectState } {
  const navigate = useNavigate();
  const known = enabled && withoutRedirect.has(pathname);
  // The outcome is stored with its path, so a new path reads as "checking" without resetting
  // state inside the effect.
  const [outcome, setOutcome] = useState<{ path: string; state: RedirectState } | null>(null);

  useEffect(() => {
    if (!enabled || known) return;
    let current = true;
    void lookupRedirect(pathname).then((answer) => {
      if (!current) return;
      const target = answer.kind === 'result' && answer.value !== null ? toTarget(answer.value) : null;
      // A failed lookup is not remembered: the next visit to the path asks again.
      if (answer.kind === 'result' && answer.value === null) withoutRedirect.add(pathname);
      setOutcome({ path: pathname, state: target ? 'redirecting' : 'none' });
      if (target?.kind === 'internal') navigate(target.path, { replace: true });
      if (target?.kind === 'external') replaceLocation(target.url);
    });
    return () => {
      current = false;
    };
  }, [pathname, enabled, known, navigate]);

  if (!enabled) return { state: 'idle' };
  if (known) return { state: 'none' };
  if (outcome?.path !== pathname) return { state: 'checking' };
  return { state: outcome.state };
}
