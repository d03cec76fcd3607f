import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useSearchParams } from '@alz/shared/router';
import { useConsent } from '@alz/shared/react';
import { useTranslation } from 'react-i18next';
import { NotFoundPageContext } from '@alz/shared/ui/page-not-found';
import { PageErrorHelpContext } from '@alz/shared/ui/page-error';
import { SiteNameContext } from '@alz/shared/ui/page-head';
import { Header } from './header';
import { Footer } from './footer';
import { PageChromeProvider, useFooterFlags, usePageContentType } from './page-chrome';
import { RouteAnnouncer } from './route-announcer';
import { SlideIn } from '../features/slide-ins/slide-in';
import { InjectedStyles } from '../features/style-injection/injected-styles';
import { ConsentManager } from '../features/consent/consent-manager';
import { useScrollDepthCookie } from '../features/analytics/scroll-depth';
import { useTrainingLinks } from '../features/training-links/training-links';
import { ShellNotFound, ShellPageErrorHelp } from '../not-found/shell-not-found';
import { pageBrandConfig } from '../features/footer/brands';
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

// The parts that follow the page's chrome flags read them themselves: when a page shows and sets
// them, only these render again, not the header, the menu and the page (issue 15: that render
// of the whole layout was a blocking task right after each page's own).
function PageFooter() {
  const { footerHidden, preFooterHidden } = useFooterFlags();
  return footerHidden ? null : <Footer hidePreFooter={preFooterHidden} />;
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
      {consent.chosen ? <SlideIn pathname={pathname} /> : null}
      <PageStyles pathname={pathname} />
      <RouteAnnouncer />
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
