import { useTranslation } from 'react-i18next';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import type { FieldErrorKey } from '@alz/shared/validation/field-rules';

/** The Dutch message for a field's error key (spec 1 §8 keys under ApplicationForm.Errors). */
export function useErrorText() {
  const { t } = useTranslation('Vacancies');
  return (field: ApplicationField, key: FieldErrorKey) => {
    const label = t(`ApplicationForm.Fields.${field.name}`);
    return t(`ApplicationForm.Errors.${key}`, { label, field: label.toLowerCase(), max: field.maxLength });
  };
}
