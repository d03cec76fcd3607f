import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import { ALLOWED_FILE_EXTENSIONS } from '@alz/shared/validation/field-rules';
import { FieldError } from './field-error';
import { RadioField } from './radio-field';
import styles from './application-form.module.css';

export interface FormFieldProps {
  field: ApplicationField;
  /** The id of the input, so the error summary can link to it. */
  inputId: string;
  value: string;
  error: string | null;
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

export function FormField({ field, inputId, value, error, onValue, onFile, onBlur }: FormFieldProps) {
  const { t, i18n } = useTranslation('Vacancies');
  const id = useId();
  if (field.type === 'radioGroup') {
    return <RadioField field={field} inputId={inputId} value={value} error={error} onValue={onValue} />;
  }
  const hintKey = `ApplicationForm.Hints.${field.name}`;
  const hintId = i18n.exists(hintKey, { ns: 'Vacancies' }) ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const common = {
    id: inputId,
    name: field.name,
    onBlur,
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
        {field.mandatory && <span className={styles.required}> {t('ApplicationForm.Required')}</span>}
      </label>
      {hintId && (
        <p id={hintId} className={styles.hint}>
          {t(hintKey)}
        </p>
      )}
      {error && errorId && <FieldError id={errorId} message={error} />}
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
