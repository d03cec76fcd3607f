import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '@alz/shared/form/error-summary';
import { Field } from '@alz/shared/form/field';
import { primaryButton } from '@alz/shared/ui/button';
import type { NewsletterRegion } from './send-region-newsletter';
import { useRegionNewsletter } from './use-region-newsletter';
import styles from './region-newsletter.module.css';

/** The regional newsletter form (spec 1 §3, §4, §5): one mandatory e-mail field. */
export function RegionNewsletterForm({ region }: { region: NewsletterRegion }) {
  const { t } = useTranslation('Region');
  const id = useId();
  const { email, setEmail, error, attempt, state, submit } = useRegionNewsletter(region);
  const inputId = `${id}-email`;
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
          {error ? <ErrorSummary items={[{ inputId, message }]} attempt={attempt} headingLevel={3} /> : null}
          {state === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {t('RegionNewsletter.Errors.General')}
            </p>
          ) : null}
          <div className={styles.field}>
            <Field
              inputId={inputId}
              label={t('RegionNewsletter.Label')}
              hint={t('RegionNewsletter.Hint')}
              required
              error={error ? message : null}
            >
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="RecipientEmail"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
          </div>
          <button type="submit" className={primaryButton}>
            {state === 'loading' ? t('RegionNewsletter.Sending') : t('RegionNewsletter.Submit')}
          </button>
        </form>
      )}
    </section>
  );
}
