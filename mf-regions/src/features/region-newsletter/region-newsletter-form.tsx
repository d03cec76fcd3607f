import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { primaryButton } from '@alz/shared/ui/button';
import type { NewsletterRegion } from './send-region-newsletter';
import { useRegionNewsletter } from './use-region-newsletter';
import styles from './region-newsletter.module.css';

/** The regional newsletter form (spec 1 §3, §4, §5): one mandatory e-mail field. */
export function RegionNewsletterForm({ region }: { region: NewsletterRegion }) {
  const { t } = useTranslation('Region');
  const id = useId();
  const { email, setEmail, error, attempt, state, submit } = useRegionNewsletter(region);
  const summaryRef = useRef<HTMLDivElement>(null);
  const inputId = `${id}-email`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // GOV.UK: the summary takes focus on every failed attempt (CONVENTIONS habit 6).
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const message = error ? t(`RegionNewsletter.Errors.${error}`) : '';

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('RegionNewsletter.Title')}</h2>
      {/* Present from the start, so screen readers announce the thank-you when it appears. */}
      <div role="status" className={styles.thanks}>
        {state === 'loaded' ? <p>{t('RegionNewsletter.Thanks', { region: region.name })}</p> : null}
      </div>
      {state === 'loaded' ? null : (
        <form noValidate onSubmit={submit}>
          <p>{t('RegionNewsletter.Intro')}</p>
          {error ? (
            <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby={`${id}-summary`}>
              <h3 id={`${id}-summary`}>{t('RegionNewsletter.ErrorSummary')}</h3>
              <ul>
                <li>
                  <a
                    href={`#${inputId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(inputId)?.focus();
                    }}
                  >
                    {message}
                  </a>
                </li>
              </ul>
            </div>
          ) : null}
          {state === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {t('RegionNewsletter.Errors.General')}
            </p>
          ) : null}
          <div className={error ? styles.fieldError : styles.field}>
            <label htmlFor={inputId}>{t('RegionNewsletter.Label')}</label>
            <p id={hintId} className={styles.hint}>
              {t('RegionNewsletter.Hint')}
            </p>
            {error ? (
              <p id={errorId} className={styles.error}>
                <span className={visuallyHidden}>{t('RegionNewsletter.ErrorPrefix')} </span>
                {message}
              </p>
            ) : null}
            <input
              id={inputId}
              type="email"
              name="RecipientEmail"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
          </div>
          <button type="submit" className={primaryButton}>
            {state === 'loading' ? t('RegionNewsletter.Sending') : t('RegionNewsletter.Submit')}
          </button>
        </form>
      )}
    </section>
  );
}
