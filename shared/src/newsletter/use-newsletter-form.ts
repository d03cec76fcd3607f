import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@alz/shared/router';
import { pushDataLayer } from '../analytics/data-layer';
import { loadFormScript } from './newsletter-script';

/**
 * Embeds the mailing provider's sign-up form into the element `hostRef` points to (spec 2 §7
 * "Sign-up form script"). Both ids are needed; with one missing nothing loads. `rendered`
 * turns true once the provider's form is on screen, so callers can drop their fallback link.
 */
export function useNewsletterForm(formId: string, scriptId: string) {
  const { pathname } = useLocation();
  const hostRef = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const embedded = formId !== '' && scriptId !== '';

  useEffect(() => {
    const host = hostRef.current;
    if (!embedded || !host) return undefined;
    return loadFormScript(host, formId, scriptId, () => setRendered(true));
  }, [embedded, formId, scriptId]);

  // Read through a ref so a route change neither reloads the script nor loses the label.
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const host = hostRef.current;
    if (!embedded || !host) return undefined;
    // Spec 2 §7 analytics: the provider handles the submit itself; we only count it.
    const onSubmit = () =>
      pushDataLayer({ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: pathRef.current });
    host.addEventListener('submit', onSubmit);
    return () => host.removeEventListener('submit', onSubmit);
  }, [embedded]);

  return { hostRef, embedded, rendered };
}
