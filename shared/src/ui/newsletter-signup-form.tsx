import { useTranslation } from 'react-i18next';
import { EmailSignupForm } from '../form/email-signup-form';
import { addTranslations } from '../i18n/i18n';
import uiKitMedia from '../locales/nl/ui-kit-media.json';
import { useNewsletterSignup } from '../newsletter/use-newsletter-signup';
import styles from './newsletter-signup-form.module.css';

addTranslations('Common', uiKitMedia);

/**
 * The site's own national newsletter form: one e-mail field, the consent
 * statement beside the button, errors the GOV.UK way. The footer and the newsletter form block
 * both show it through NewsletterSignup, when no provider form is configured.
 */
export function NewsletterSignupForm() {
  const { t } = useTranslation('Common');
  const consentText = t('NewsletterSignup.Consent');
  const signup = useNewsletterSignup(consentText);
  return (
    <div className={styles.card}>
      <EmailSignupForm
        signup={signup}
        consent={consentText}
        texts={{
          label: t('NewsletterSignup.Label'),
          hint: t('NewsletterSignup.Hint'),
          submit: t('NewsletterSignup.Submit'),
          sending: t('NewsletterSignup.Sending'),
          thanks: t('NewsletterSignup.Thanks'),
          failed: t('NewsletterSignup.Errors.General'),
          error: (key) => t(`NewsletterSignup.Errors.${key}`),
        }}
      />
    </div>
  );
}
