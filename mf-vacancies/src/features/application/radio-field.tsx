import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import { FieldError } from './field-error';
import styles from './application-form.module.css';

interface RadioFieldProps {
  field: ApplicationField;
  /** The first option's id: the error summary links there. */
  inputId: string;
  value: string;
  error: string | null;
  onValue: (value: string) => void;
}

export function RadioField({ field, inputId, value, error, onValue }: RadioFieldProps) {
  const { t } = useTranslation('Vacancies');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>
        {t(`ApplicationForm.Fields.${field.name}`)}
        {field.mandatory && <span className={styles.required}> {t('ApplicationForm.Required')}</span>}
      </legend>
      {error && <FieldError id={errorId} message={error} />}
      <div className={styles.radios}>
        {(field.items ?? []).map((item, index) => (
          <label key={item} className={styles.radio}>
            <input
              type="radio"
              id={index === 0 ? inputId : undefined}
              name={field.name}
              value={item}
              checked={value === item}
              onChange={() => onValue(item)}
            />
            {t(`ApplicationForm.Genders.${item}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
