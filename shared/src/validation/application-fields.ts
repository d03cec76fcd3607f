import {
  checkField,
  checkFile,
  type FieldErrorKey,
  type FieldRule,
  type FileFacts,
} from '@alz/shared/validation/field-rules';

/** The payload names of spec 1 §3 double as field names, so client and api speak one language. */
export type ApplicationFieldName =
  | 'Gender'
  | 'FirstName'
  | 'Insertion'
  | 'LastName'
  | 'City'
  | 'PhoneNumber'
  | 'Email'
  | 'Motivation'
  | 'LinkedIn'
  | 'Attachment'
  | 'Education';

/** One choice of a radio group; `mostPicked` shows it as "Meest gekozen" (spec 2 §3). */
export interface RadioItem {
  value: string;
  mostPicked?: boolean;
}

export interface ApplicationField extends FieldRule {
  name: ApplicationFieldName;
  onlyInLongForm?: boolean;
  items?: readonly RadioItem[];
  placeholder?: boolean;
}

export type FormVariant = 'volunteer' | 'corporate';
export type FormLength = 'short' | 'long';

export const GENDERS = ['male', 'female', 'unknown'] as const;

// No gender is marked as most picked: a badge would nudge people towards one, which a form
// about volunteering has no business doing. The model and the form support it for radios that
// do have a sensible favourite.
const GENDER_ITEMS: readonly RadioItem[] = GENDERS.map((value) => ({ value }));

// Spec 1 §3 names only the 50 for the names; the other limits keep a stored application sane.
// Its table starts with Geslacht; the form asks the name first and the optional gender last, as
// GOV.UK does (docs/decisions/0017-forms.md): a visitor starts with what the form is about, not with a
// personal question they may not want to answer.
const VOLUNTEER_FIELDS: readonly ApplicationField[] = [
  { name: 'FirstName', type: 'shortTextField', mandatory: true, maxLength: 50 },
  { name: 'Insertion', type: 'shortTextField', mandatory: false, maxLength: 20 },
  { name: 'LastName', type: 'shortTextField', mandatory: true, maxLength: 50 },
  { name: 'City', type: 'textOnlyField', mandatory: true, maxLength: 100 },
  { name: 'PhoneNumber', type: 'telephone', mandatory: true, maxLength: 30 },
  { name: 'Email', type: 'email', mandatory: true, maxLength: 254 },
  { name: 'Motivation', type: 'longTextField', mandatory: false, maxLength: 4000, placeholder: true },
  { name: 'LinkedIn', type: 'shortTextField', mandatory: false, maxLength: 300, onlyInLongForm: true },
  { name: 'Attachment', type: 'fileUploader', mandatory: false, onlyInLongForm: true },
  { name: 'Education', type: 'longTextField', mandatory: false, maxLength: 4000, onlyInLongForm: true },
  { name: 'Gender', type: 'radioGroup', mandatory: false, items: GENDER_ITEMS },
];

// Spec 1 §3: no gender, place, LinkedIn or education; motivation and file are mandatory.
const CORPORATE_FIELDS: readonly ApplicationField[] = [
  { name: 'FirstName', type: 'shortTextField', mandatory: true, maxLength: 50 },
  { name: 'Insertion', type: 'shortTextField', mandatory: false, maxLength: 20 },
  { name: 'LastName', type: 'shortTextField', mandatory: true, maxLength: 50 },
  { name: 'PhoneNumber', type: 'telephone', mandatory: true, maxLength: 30 },
  { name: 'Email', type: 'email', mandatory: true, maxLength: 254 },
  { name: 'Motivation', type: 'longTextField', mandatory: true, maxLength: 4000 },
  { name: 'Attachment', type: 'fileUploader', mandatory: true },
];

/** Spec 1 §5: the short (or unset) length leaves out, and does not verify, long-form-only fields. */
export function applicationFields(variant: FormVariant, length: FormLength = 'short'): readonly ApplicationField[] {
  if (variant === 'corporate') return CORPORATE_FIELDS;
  return length === 'long' ? VOLUNTEER_FIELDS : VOLUNTEER_FIELDS.filter((field) => !field.onlyInLongForm);
}

export type ApplicationValues = Partial<Record<ApplicationFieldName, string>>;
export type ApplicationErrors = Partial<Record<ApplicationFieldName, FieldErrorKey>>;

export function checkApplicationField(
  field: ApplicationField,
  values: ApplicationValues,
  file: FileFacts | null,
): FieldErrorKey | null {
  if (field.type === 'fileUploader') return checkFile(field.mandatory, file);
  const value = values[field.name] ?? '';
  // Only a browser that was tampered with sends another choice; it counts as no valid choice.
  if (field.type === 'radioGroup' && value !== '' && !field.items?.some((item) => item.value === value))
    return 'FieldMandatory';
  return checkField(field, value);
}

/** Every error of the form, in field order (the order of the error summary). */
export function checkApplication(
  fields: readonly ApplicationField[],
  values: ApplicationValues,
  file: FileFacts | null,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const field of fields) {
    const error = checkApplicationField(field, values, file);
    if (error) errors[field.name] = error;
  }
  return errors;
}
