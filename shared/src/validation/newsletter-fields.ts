/**
 * The national newsletter sign-up's rules, used by the form and by the api route alike
 * (CONVENTIONS habit 7): the server re-checks with exactly these functions. Built on the e-mail
 * rules alone, so the footer's form does not load the phone number rules of field-rules.ts.
 */
import { checkEmail, stripSpaces } from './email-rules';
import type { FieldErrorKey } from './field-rules';

/** The payload names double as field names, as in the other forms of the site. */
export type NewsletterFieldName = 'RecipientEmail' | 'ConsentText';

export interface NewsletterSignupInput {
  RecipientEmail: string;
  /** The consent statement the visitor saw next to the button, stored with the sign-up. */
  ConsentText: string;
}

// The longest address a mail server takes (RFC 5321 path limit).
export const MAX_NEWSLETTER_EMAIL_LENGTH = 254;
// Room for a statement of a few sentences; more is not a statement a visitor read.
export const MAX_CONSENT_TEXT_LENGTH = 1000;

export type NewsletterErrorKey = Extract<FieldErrorKey, 'FieldMandatory' | 'FieldTooLong' | 'InvalidEmail'>;

export interface NewsletterProblem {
  field: NewsletterFieldName;
  error: NewsletterErrorKey;
}

/** The address as it is stored and compared: spaces gone (spec 1 §5), lower case. */
export function normaliseNewsletterEmail(raw: string): string {
  return stripSpaces(raw).toLowerCase();
}

/** Spec 1 §5 order: first failing rule wins (mandatory, length, form of an address). */
export function checkNewsletterEmail(raw: string): NewsletterErrorKey | null {
  const value = stripSpaces(raw);
  if (value === '') return 'FieldMandatory';
  if (value.length > MAX_NEWSLETTER_EMAIL_LENGTH) return 'FieldTooLong';
  return checkEmail(value, true);
}

export function checkConsentText(raw: string): NewsletterErrorKey | null {
  const value = raw.trim();
  if (value === '') return 'FieldMandatory';
  return value.length > MAX_CONSENT_TEXT_LENGTH ? 'FieldTooLong' : null;
}

/** Every problem of a sign-up, in the order of the form; none means it may be stored. */
export function checkNewsletterSignup(input: NewsletterSignupInput): NewsletterProblem[] {
  const problems: NewsletterProblem[] = [];
  const email = checkNewsletterEmail(input.RecipientEmail);
  if (email) problems.push({ field: 'RecipientEmail', error: email });
  const consent = checkConsentText(input.ConsentText);
  if (consent) problems.push({ field: 'ConsentText', error: consent });
  return problems;
}
