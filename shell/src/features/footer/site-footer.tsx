import { useTranslation } from 'react-i18next';
import { pageBrandConfig } from './brands';
import { FooterMenu } from './footer-menu';
import { LegalLinks, legalLinks } from './legal-links';
import { NewsletterSignup } from '@alz/shared/ui/newsletter-signup';
import { PreFooter } from './pre-footer';
import { isPreFooterHidden } from './pre-footer-rules';
import { QualityMarks } from './quality-marks';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  /** The current path; decides whether the pre-footer shows (spec 1 §2.3). */
  pathname: string;
  /** The page's own "hide pre-footer" option (field_disable_prefooter). */
  hidePreFooter: boolean;
  /** The page has its own newsletter form (a region's): no second sign-up below it. */
  hideNewsletter?: boolean;
}

/**
 * Pre-footer plus footer (spec 2 §2 "Footer"). The brand comes from the page; a page without
 * the input is the main site. An unknown brand throws (spec 2 §8) instead of guessing.
 */
export function SiteFooter({ pathname, hidePreFooter, hideNewsletter = false }: SiteFooterProps) {
  const { t } = useTranslation('HeaderFooter');
  const config = pageBrandConfig();
  const showPreFooter = !isPreFooterHidden(pathname, hidePreFooter);
  // The sign-up page has the form in its content; a second one below it would only repeat it.
  const onSignupPage = !config.newsletter.external && pathname === config.newsletter.url;
  return (
    <>
      {showPreFooter ? <PreFooter /> : null}
      {/* The pre-footer brings its own space above; without it the footer keeps the page apart. */}
      <footer className={showPreFooter ? styles.footer : `${styles.footer} ${styles.spaced}`}>
        <div className={styles.inner}>
          <div className={styles.top}>
            {onSignupPage || hideNewsletter ? null : <NewsletterSignup link={config.newsletter} formAfterScroll />}
            <SocialLinks brandName={config.displayName} links={config.socialLinks} />
          </div>
          <FooterMenu
            shownElsewhere={legalLinks(config.privacy).map(({ link }) => link.url)}
            brandLinks={{ '/nieuwsbrief': config.newsletter, '/privacy': config.privacy }}
          />
          <div className={styles.bottom}>
            <LegalLinks privacy={config.privacy} />
            <QualityMarks marks={config.qualityMarks} />
            {config.showTagline ? <p className={styles.tagline}>{t('Tagline', { name: config.displayName })}</p> : null}
          </div>
        </div>
      </footer>
    </>
  );
}
