import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '@alz/shared/analytics/data-layer';
import { pageInputIds, readPageInput } from '@alz/shared/page/page-input';
import type { BrandLink } from './brands';
import { loadFormScript } from './newsletter-script';
import styles from './newsletter-signup.module.css';

export interface NewsletterSignupProps {
  /** Where the fallback link goes: the own sign-up page, or the main site's for dem and sdv. */
  link: BrandLink;
}

/**
 * The footer's newsletter sign-up (spec 2 §7). With both page inputs set it embeds the mailing
 * provider's form; until that form is on screen (or when it never comes) a link to the sign-up
 * page does the same job.
 */
export function NewsletterSignup({ link }: NewsletterSignupProps) {
  const { t } = useTranslation('HeaderFooter');
  const { pathname } = useLocation();
  const titleId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const formId = readPageInput(pageInputIds.newsletterFormId);
  const scriptId = readPageInput(pageInputIds.newsletterScriptId);
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

  return (
    <section className={styles.signup} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('NewsletterTitle')}
      </h2>
      {/* React renders nothing inside this host, so it never fights the provider's markup. */}
      {embedded ? <div ref={hostRef} className={styles.form} /> : null}
      {rendered ? null : (
        <>
          {/* dem and sdv sign up on the main site; say so before the visitor leaves. */}
          <p className={styles.text}>{t(link.external ? 'NewsletterTextMainSite' : 'NewsletterText')}</p>
          {link.external ? (
            <a href={link.url} className={styles.link}>
              {t('NewsletterLink')}
            </a>
          ) : (
            <Link to={link.url} className={styles.link}>
              {t('NewsletterLink')}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
