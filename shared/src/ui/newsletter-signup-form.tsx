import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../form/error-summary';
import { Field } from '../form/field';
import { addTranslations } from '../i18n/i18n';
import uiKitMedia from '../locales/nl/ui-kit-media.json';
import { useNewsletterSignup } from '../newsletter/use-newsletter-signup';
import { primaryButton } from './button';
import styles from './newsletter-signup-form.module.css';

addTranslations('Common', uiKitMedia);

/**
 * The site's own national newsletter form (issue 18, point 7): one e-mail field, the consent
 * statement beside the button, errors the GOV.UK way. The footer and the newsletter form block
 * both show it through NewsletterSignup, when no provider form is configured.
 */
export function NewsletterSignupForm() {
  const { t } = useTranslation('Common');
  const id = useId();
  const consentText = t('NewsletterSignup.Consent');
  const { email, setEmail, error, attempt, state, submit } = useNewsletterSignup(consentText);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const inputId = `${id}-email`;
  const consentId = `${id}-consent`;
  const message = error ? t(`NewsletterSignup.Errors.${error}`) : '';

  // The form goes away on success; focus follows to the thank-you instead of falling to <body>.
  useEffect(() => {
    if (state === 'loaded') thanksRef.current?.focus();
  }, [state]);

  return (
    <div className={styles.card}>
      {/* Present from the start, so screen readers announce the thank-you when it appears. */}
      <div role="status" className={styles.thanks}>
        {state === 'loaded' ? (
          <p ref={thanksRef} tabIndex={-1}>
            {t('NewsletterSignup.Thanks')}
          </p>
        ) : null}
      </div>
      {state === 'loaded' ? null : (
        <form noValidate onSubmit={submit}>
          {error ? <ErrorSummary items={[{ inputId, message }]} attempt={attempt} headingLevel={3} /> : null}
          {state === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {t('NewsletterSignup.Errors.General')}
            </p>
          ) : null}
          <div className={styles.field}>
            <Field
              inputId={inputId}
              label={t('NewsletterSignup.Label')}
              hint={t('NewsletterSignup.Hint')}
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
          <p id={consentId} className={styles.consent}>
            {consentText}
          </p>
          {/* Described by the statement, so a screen reader hears what pressing it agrees to. */}
          <button type="submit" className={primaryButton} aria-describedby={consentId}>
            {state === 'loading' ? t('NewsletterSignup.Sending') : t('NewsletterSignup.Submit')}
          </button>
        </form>
      )}
    </div>
  );
}
