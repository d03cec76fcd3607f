import { checkNewsletterEmail } from '../validation/newsletter-fields';
import { sendNewsletterSignup } from './send-newsletter-signup';
import { useEmailSignup } from './use-email-signup';

export type { SignupState } from './use-email-signup';

/**
 * State of the national newsletter form. `consentText` is the statement the visitor sees beside
 * the button; it goes along word for word, so the record says what was agreed to.
 */
export function useNewsletterSignup(consentText: string) {
  return useEmailSignup(checkNewsletterEmail, (email) =>
    sendNewsletterSignup({ RecipientEmail: email, ConsentText: consentText }),
  );
}
