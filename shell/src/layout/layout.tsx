import { lazy, startTransition, Suspense, useCallback, useState, type RefCallback } from 'react';
import { Outlet, useLocation, useSearchParams } from '@alz/shared/router';
import { useConsent } from '@alz/shared/react';
import { useTranslation } from 'react-i18next';
import { NotFoundPageContext } from '@alz/shared/ui/page-not-found';
import { PageErrorHelpContext } from '@alz/shared/ui/page-error';
import { SiteNameContext } from '@alz/shared/ui/page-head';
import { Header } from './header';
import { PageChromeProvider, useFooterFlags, usePageContentType } from './page-chrome';
import { RouteAnnouncer } from './route-announcer';
import { SlideInSlot } from '../features/slide-ins/slide-in-slot';
import { InjectedStyles } from '../features/style-injection/injected-styles';
import { ConsentManager } from '../features/consent/consent-manager';
import { useScrollDepthCookie } from '../features/analytics/scroll-depth';
import { useTrainingLinks } from '../features/training-links/training-links';
import { ShellNotFound, ShellPageErrorHelp } from '../not-found/shell-not-found';
import { AddressPoll } from '../routes/address-poll';
import { pageBrandConfig } from '../features/footer/brands';
import type { FooterProps } from './footer';
import styles from './layout.module.css';

// spec 2 §2's debug button exists only with ?debugging=true: its code and texts load then, and
// never weigh on a visitor's first paint.
const DebugErrorButton = lazy(() =>
  import(/* webpackChunkName: "debug" */ '../features/error-reporting/debug-button').then((module) => ({
    default: module.DebugErrorButton,
  })),
);

function DebugSlot() {
  const [params] = useSearchParams();
  if (params.get('debugging') !== 'true') return null;
  return (
    <Suspense fallback={null}>
      <DebugErrorButton />
    </Suspense>
  );
}

// The footer loads once the visitor moves on: at the first scroll, key or touch, or when it
// comes into view. It is the last thing on the page, below the first screen (the main part
// keeps a screen's height), so it pushes nothing down when it comes, and no first paint needs
// it (docs/decisions/0007-what-loads-later.md).
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './footer').then((module) => ({ default: module.Footer })),
);

const MOVING_ON = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

function useVisitorMovedOn(): [RefCallback<HTMLDivElement>, boolean] {
  const [moved, setMoved] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback<RefCallback<HTMLDivElement>>(
    (element) => {
      if (moved || !element) return undefined;
      const done = () => startTransition(() => setMoved(true));
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      });
      observer.observe(element);
      for (const event of MOVING_ON) window.addEventListener(event, done, { once: true, passive: true });
      return () => {
        observer.disconnect();
        for (const event of MOVING_ON) window.removeEventListener(event, done);
      };
    },
    [moved],
  );
  return [watch, moved];
}

function LaterFooter(props: FooterProps) {
  const [watch, moved] = useVisitorMovedOn();
  if (!moved) return <div ref={watch} className={styles.footerSpace} data-footer-later />;
  return (
    <Suspense fallback={<div className={styles.footerSpace} data-footer-later />}>
      <Footer {...props} />
    </Suspense>
  );
}

// The parts that follow the page's chrome flags read them themselves: when a page shows and sets
// them, only these render again, not the header, the menu and the page (a render of the whole
// layout was a blocking task right after each page's own).
function PageFooter() {
  const { footerHidden, preFooterHidden, newsletterHidden } = useFooterFlags();
  return footerHidden ? null : <LaterFooter hidePreFooter={preFooterHidden} hideNewsletter={newsletterHidden} />;
}

function PageStyles({ pathname }: { pathname: string }) {
  const contentType = usePageContentType();
  return <InjectedStyles pathname={pathname} contentType={contentType} />;
}

function Chrome() {
  const { t } = useTranslation('HeaderFooter');
  const { pathname } = useLocation();
  useScrollDepthCookie();
  useTrainingLinks();
  const consent = useConsent();
  return (
    <>
      <a className={styles.skipLink} href="#inhoud">
        {t('SkipLink')}
      </a>
      <ConsentManager />
      <Header />
      <main id="inhoud" className={styles.main} tabIndex={-1}>
        <NotFoundPageContext value={ShellNotFound}>
          <PageErrorHelpContext value={ShellPageErrorHelp}>
            <Outlet />
          </PageErrorHelpContext>
        </NotFoundPageContext>
      </main>
      <PageFooter />
      <DebugSlot />
      {/* One thing at a time: the slide-in waits until the cookie question is answered. */}
      {consent.chosen ? <SlideInSlot key={pathname} pathname={pathname} /> : null}
      <PageStyles pathname={pathname} />
      <RouteAnnouncer />
      <AddressPoll />
    </>
  );
}

export function Layout() {
  return (
    // Every page's title ends in the brand's name (spec 2 §1), also a remote's page.
    <SiteNameContext value={pageBrandConfig().displayName}>
      <PageChromeProvider>
        <Chrome />
      </PageChromeProvider>
    </SiteNameContext>
  );
}
