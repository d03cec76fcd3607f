/**
 * The field rules of spec 1 §5, shared by the application form and the api route
 * (CONVENTIONS habit 7): the server re-checks with exactly these functions.
 */

// The full metadata checks real number ranges; the default (min) one only checks lengths
// and would take 12345 for a Dutch number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isValidEmail, stripSpaces } from './email-rules';

export { isValidEmail, stripSpaces };

export type FieldType =
  'email' | 'shortTextField' | 'textOnlyField' | 'telephone' | 'longTextField' | 'fileUploader' | 'radioGroup';

export type FieldErrorKey =
  | 'FieldMandatory'
  | 'FieldTooLong'
  | 'InvalidEmail'
  | 'InvalidPhoneNumber'
  | 'InvalidPlace'
  | 'InvalidCharacters'
  | 'FileMandatory'
  | 'FilNameTooLong'
  | 'FileTypeForbidden'
  | 'FileTooBig';

export interface FieldRule {
  type: FieldType;
  mandatory: boolean;
  maxLength?: number;
}

export interface FileFacts {
  name: string;
  size: number;
}

export const MAX_FILE_BYTES = 2_097_152;
export const MAX_FILE_NAME_LENGTH = 255;
export const ALLOWED_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

// Spec 1 §5: three, three and four digits, optional parentheses, one shared separator.
const SPEC_PHONE = /^\(?\d{3}\)?([ .-]?)\d{3}\1\d{4}$/;

// Decision: the site is Dutch, and a Dutch number such as 0612345678, 06-12345678,
// 020 123 4567 or +31 6 12345678 fails the spec's 3-3-4 pattern. So, besides that pattern, a
// number is accepted when libphonenumber-js finds it a valid Dutch number. Only digits and the
// usual separators may be typed: the library would read "x" or "ext" as an extension.
const PHONE_CHARACTERS = /^[\d\s.()+-]+$/;

export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (SPEC_PHONE.test(trimmed)) return true;
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  // "+31 (0)6 ..." is a common way to write a Dutch number; the (0) is not dialled from abroad.
  const number = parsePhoneNumberFromString(trimmed.replace('(0)', ''), 'NL');
  return number?.country === 'NL' && number.isValid();
}

// Not in spec 1 §5's list (docs/decisions/0017-forms.md): control characters are never typed, only
// pasted or sent by a script, and in a name they reach the back office's lists and e-mails.
// A long text keeps its tabs and line breaks.
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** Spec 1 §5: first failing rule wins; the value is left-trimmed first. */
export function checkField(rule: FieldRule, raw: string): FieldErrorKey | null {
  const value = rule.type === 'email' ? stripSpaces(raw) : raw.trimStart();
  if (value === '') return rule.mandatory ? 'FieldMandatory' : null;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return 'FieldTooLong';
  if (rule.type === 'email' && !isValidEmail(value)) return 'InvalidEmail';
  if (rule.type === 'telephone' && !isValidPhoneNumber(value)) return 'InvalidPhoneNumber';
  if (rule.type === 'textOnlyField' && /\d/.test(value)) return 'InvalidPlace';
  // An e-mail address or phone number with one is already invalid by the rules above.
  const control = rule.type === 'longTextField' ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  if (control.test(value)) return 'InvalidCharacters';
  return null;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** Spec 1 §5 file rules, in order. */
export function checkFile(mandatory: boolean, file: FileFacts | null): FieldErrorKey | null {
  if (!file || file.name === '') return mandatory ? 'FileMandatory' : null;
  if (file.name.length >= MAX_FILE_NAME_LENGTH) return 'FilNameTooLong';
  if (!(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return 'FileTypeForbidden';
  if (file.size > MAX_FILE_BYTES) return 'FileTooBig';
  return null;
}
