import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-error';
import type { FormFieldProps } from './form-field';
import { RequiredMark } from './required-mark';
import styles from './application-form.module.css';

type RadioFieldProps = Pick<
  FormFieldProps,
  'field' | 'inputId' | 'value' | 'error' | 'announce' | 'onValue' | 'onBlur'
>;

export function RadioField({ field, inputId, value, error, announce, onValue, onBlur }: RadioFieldProps) {
  const { t } = useTranslation('Vacancies');
  const id = useId();
  const errorId = `${id}-error`;
  // The group is left when focus goes outside it, not when an arrow key moves to the next option;
  // a window losing focus leaves the option active and is no leaving at all.
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(document.activeElement) && !event.currentTarget.contains(event.relatedTarget)) {
      onBlur();
    }
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} onBlur={leave}>
      <legend className={styles.label}>
        {t(`ApplicationForm.Fields.${field.name}`)}
        {field.mandatory && <RequiredMark />}
      </legend>
      {error && <FieldError id={errorId} message={error} announce={announce} />}
      <div className={styles.radios}>
        {(field.items ?? []).map((item, index) => {
          const badgeId = `${id}-most-picked-${index}`;
          return (
            <span key={item.value} className={styles.option}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  // The first option's id: the error summary links there.
                  id={index === 0 ? inputId : undefined}
                  name={field.name}
                  value={item.value}
                  checked={value === item.value}
                  onChange={() => onValue(item.value)}
                  // Heard right after the option's name, without becoming part of it.
                  aria-describedby={item.mostPicked ? badgeId : undefined}
                />
                {t(`ApplicationForm.Options.${field.name}.${item.value}`)}
              </label>
              {item.mostPicked ? (
                <span id={badgeId} className={styles.badge}>
                  {t('ApplicationForm.MostPicked')}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
