import { useState } from 'react';
import { useEmailSignup } from '@alz/shared/newsletter/use-email-signup';
import { checkEmail } from '@alz/shared/validation/email-rules';
import { sendRegionNewsletter, type NewsletterRegion } from './send-region-newsletter';

export type { SignupState as SubmitState } from '@alz/shared/newsletter/use-email-signup';

/** The regional newsletter form's state (spec 1 §4, §5): one mandatory e-mail field. */
export function useRegionNewsletter(region: NewsletterRegion) {
  const [renderedAt] = useState(() => new Date());
  return useEmailSignup(
    (email) => checkEmail(email, true),
    (email) => sendRegionNewsletter({ region, email, renderedAt }),
  );
}
