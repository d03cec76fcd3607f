import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { hashTarget } from './hash-target';

const waitLimitMs = 5000;

/**
 * After a client-side navigation, moves focus to the new page's h1 and announces its title in
 * a polite live region (conventions habit 8, after govuk-frontend's setFocus). Pages render
 * their h1 only once their data and remote have loaded, so it waits for the heading to appear.
 * The first page load is left alone: the browser already starts at the top of a new document.
 */
export function RouteAnnouncer() {
  const { t } = useTranslation('HeaderFooter');
  const { pathname, hash, state } = useLocation();
  // A page that loads again on its own address (the retry after a fault) asks for the same focus
  // by navigating there with refocusState of @alz/shared/ui/page-error.
  const refocus = (state as { refocus?: number } | null)?.refocus;
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    const firstLoad = first.current;
    first.current = false;
    // An address with a hash (a first load or a link to /regios/utrecht#nieuws): its section,
    // not the h1, once the page has filled (spec 2 §2).
    const target = hashTarget(hash);
    if (target) {
      // Loaded with the first address that has one (its own chunk, see hash-target.ts).
      let stop: (() => void) | undefined;
      let left = false;
      void import('@alz/shared/page/reveal-target').then(({ revealTarget }) => {
        if (!left) stop = revealTarget(target);
      });
      return () => {
        left = true;
        stop?.();
      };
    }
    if (firstLoad) return;
    const main = document.getElementById('inhoud');
    if (!main) return;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      setMessage(t('PageChanged', { title: heading.textContent?.trim() ?? document.title }));
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), waitLimitMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, refocus, t]);

  return (
    <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
