import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import type { FieldErrorKey } from '@alz/shared/validation/field-rules';
import styles from './application-form.module.css';

/** The Dutch message for a field's error key (spec 1 §8 keys under ApplicationForm.Errors). */
export function useErrorText() {
  const { t } = useTranslation('Vacancies');
  return (field: ApplicationField, key: FieldErrorKey) => {
    const label = t(`ApplicationForm.Fields.${field.name}`);
    return t(`ApplicationForm.Errors.${key}`, { label, field: label.toLowerCase(), max: field.maxLength });
  };
}

interface FieldErrorProps {
  id: string;
  message: string;
  /**
   * Spec 2 §5: an error is announced as an alert. Only an error that appears when the visitor
   * leaves a field (or picks a file) is one: after a submit the focused error summary reads all
   * errors at once, and an alert on every field would talk over it (CONVENTIONS habit 6).
   */
  announce: boolean;
}

/** GOV.UK error message: the visually hidden prefix tells a screen reader it is an error. */
export function FieldError({ id, message, announce }: FieldErrorProps) {
  const { t } = useTranslation('Vacancies');
  return (
    <p id={id} className={styles.error} role={announce ? 'alert' : undefined}>
      <span className={visuallyHidden}>{t('ApplicationForm.ErrorPrefix')} </span>
      {message}
    </p>
  );
}
