import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Footer } from './footer';
import { PageChromeProvider, usePageChrome } from './page-chrome';
import styles from './layout.module.css';

function Chrome() {
  const { t } = useTranslation('HeaderFooter');
  const { footerHidden } = usePageChrome();
  return (
    <>
      <a className={styles.skipLink} href="#inhoud">
        {t('SkipLink')}
      </a>
      <Header />
      <main id="inhoud" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {footerHidden ? null : <Footer />}
    </>
  );
}

export function Layout() {
  return (
    <PageChromeProvider>
      <Chrome />
    </PageChromeProvider>
  );
}
