import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import { ALLOWED_FILE_EXTENSIONS } from '@alz/shared/validation/field-rules';
import { FieldError } from './field-error';
import { RadioField } from './radio-field';
import { RequiredMark } from './required-mark';
import styles from './application-form.module.css';

export interface FormFieldProps {
  field: ApplicationField;
  /** The id of the input, so the error summary can link to it. */
  inputId: string;
  value: string;
  error: string | null;
  /** The error appeared as the visitor left the field: say it at once (see FieldError). */
  announce: boolean;
  onValue: (value: string) => void;
  onFile: (file: File | null) => void;
  onBlur: () => void;
}

const AUTOCOMPLETE: Partial<Record<ApplicationField['name'], string>> = {
  FirstName: 'given-name',
  Insertion: 'additional-name',
  LastName: 'family-name',
  City: 'address-level2',
  PhoneNumber: 'tel',
  Email: 'email',
  LinkedIn: 'url',
};

/**
 * The window losing focus (another tab, the file dialog opening) blurs the field too, but the
 * field stays the active element: the visitor has not left it, so it is not checked yet.
 */
const leftField = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(document.activeElement);

export function FormField(props: FormFieldProps) {
  const { field, inputId, value, error, announce, onValue, onFile, onBlur } = props;
  const { t, i18n } = useTranslation('Vacancies');
  const id = useId();
  if (field.type === 'radioGroup') return <RadioField {...props} />;
  const hintKey = `ApplicationForm.Hints.${field.name}`;
  const hintId = i18n.exists(hintKey, { ns: 'Vacancies' }) ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const common = {
    id: inputId,
    name: field.name,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (leftField(event)) onBlur();
    },
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.mandatory || undefined,
    className: error ? styles.invalid : undefined,
  };
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value);

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t(`ApplicationForm.Fields.${field.name}`)}
        {field.mandatory && <RequiredMark />}
      </label>
      {hintId && (
        <p id={hintId} className={styles.hint}>
          {t(hintKey)}
        </p>
      )}
      {error && errorId && <FieldError id={errorId} message={error} announce={announce} />}
      {field.type === 'longTextField' ? (
        <textarea
          {...common}
          rows={6}
          value={value}
          onChange={change}
          placeholder={field.placeholder ? t(`ApplicationForm.Placeholders.${field.name}`) : undefined}
        />
      ) : field.type === 'fileUploader' ? (
        <input
          {...common}
          type="file"
          accept={ALLOWED_FILE_EXTENSIONS.join(',')}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      ) : (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'telephone' ? 'tel' : 'text'}
          inputMode={field.type === 'telephone' ? 'tel' : field.type === 'email' ? 'email' : undefined}
          autoComplete={AUTOCOMPLETE[field.name]}
          spellCheck={field.type === 'email' ? false : undefined}
          value={value}
          onChange={change}
        />
      )}
    </div>
  );
}
