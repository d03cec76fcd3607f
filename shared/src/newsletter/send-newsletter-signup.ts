import { apiSend } from '../api/api-client';
import { proofOfWorkHeaders } from '../api/proof-of-work';
import type { NewsletterSignupInput } from '../validation/newsletter-fields';

export const NEWSLETTER_SIGNUP_URL = '/api/v1/forms/newsletter/send';

/**
 * Signs an address up for the national newsletter. True once the api has stored it (a repeated
 * sign-up is answered the same way); false for any failure, which the form reports as one.
 */
export async function sendNewsletterSignup(input: NewsletterSignupInput): Promise<boolean> {
  const headers = { 'content-type': 'application/json', ...(await proofOfWorkHeaders()) };
  const answer = await apiSend(
    NEWSLETTER_SIGNUP_URL,
    { method: 'POST', headers, body: JSON.stringify(input) },
    { statusOnly: true },
  );
  return answer.kind === 'result';
}
