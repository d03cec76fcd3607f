import { useId, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, useFieldMessages, type FieldMessageProps } from './field-messages';
import { leftField } from './field';
import { RequiredMark } from './required-mark';
import styles from './form-kit.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Spec 1 §3: an option may be marked "Meest gekozen". */
  mostPicked?: boolean;
}

export interface RadioGroupProps extends FieldMessageProps {
  /** The id of the first option: the error summary links there. */
  firstInputId: string;
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Focus left the group (not an arrow key moving to the next option). */
  onLeave?: () => void;
}

/** A radio group as a `fieldset` with a `legend`, its hint and error read with the group. */
export function RadioGroup(props: RadioGroupProps) {
  const { firstInputId, legend, name, options, value, onChange, required = false, hint, error, announce } = props;
  const { t } = useTranslation('Common');
  const id = useId();
  const messages = useFieldMessages({ hint, error, announce });
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (leftField(event)) props.onLeave?.();
  };
  return (
    <fieldset className={fieldClass(styles.fieldset, error)} aria-describedby={messages.describedBy} onBlur={leave}>
      <legend className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {messages.hint}
      {messages.error}
      <div className={styles.choices}>
        {options.map((option, index) => {
          const badgeId = `${id}-most-picked-${index}`;
          return (
            <span key={option.value} className={styles.option}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  id={index === 0 ? firstInputId : undefined}
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  // Heard right after the option's name, without becoming part of it.
                  aria-describedby={option.mostPicked ? badgeId : undefined}
                />
                {option.label}
              </label>
              {option.mostPicked ? (
                <span id={badgeId} className={styles.badge}>
                  {t('Form.MostPicked')}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
