/**
 * The e-mail rule of spec 1 §5 on its own, for forms with only an e-mail field (the newsletter),
 * so they do not load the phone number rules (libphonenumber-js, about 50 kB gzip) of
 * field-rules.ts, which uses these same functions.
 */

// Loose on purpose (spec 1 §5 "something of the form {email}"): the mail server is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail inputs strip spaces as typed (spec 1 §5); the server does the same before checking. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** The e-mail field's check of spec 1 §5: the same answer as `checkField` for an email rule. */
export function checkEmail(raw: string, mandatory: boolean): 'FieldMandatory' | 'InvalidEmail' | null {
  const value = stripSpaces(raw);
  if (value === '') return mandatory ? 'FieldMandatory' : null;
  return isValidEmail(value) ? null : 'InvalidEmail';
}
