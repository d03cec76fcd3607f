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

/**
 * Spec 1 §4: looks up a redirect for a path that could not be found and follows it, inside the
 * app for this site, as a full page replace for another origin. Only enabled on the not-found
 * branch, so normal page views cost no extra request.
 */
export function useRedirect(pathname: string, enabled: boolean): { state: RedirectState } {
  const navigate = useNavigate();
  // The outcome is stored with its path, so a new path reads as "checking" without resetting
  // state inside the effect.
  const [outcome, setOutcome] = useState<{ path: string; state: RedirectState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void lookupRedirect(pathname).then((answer) => {
      if (!current) return;
      const target = answer.kind === 'result' && answer.value !== null ? toTarget(answer.value) : null;
      setOutcome({ path: pathname, state: target ? 'redirecting' : 'none' });
      if (target?.kind === 'internal') navigate(target.path, { replace: true });
      if (target?.kind === 'external') replaceLocation(target.url);
    });
    return () => {
      current = false;
    };
  }, [pathname, enabled, navigate]);

  if (!enabled) return { state: 'idle' };
  if (outcome?.path !== pathname) return { state: 'checking' };
  return { state: outcome.state };
}
