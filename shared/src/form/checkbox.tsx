import type { ReactNode } from 'react';
import { fieldClass, useFieldMessages, type FieldMessageProps } from './field-messages';
import { RequiredMark } from './required-mark';
import styles from './form-kit.module.css';

export interface CheckboxProps extends FieldMessageProps {
  inputId: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  required?: boolean;
}

/** One checkbox with its label beside it, and its hint and error read with it. */
export function Checkbox({
  inputId,
  label,
  checked,
  onChange,
  name,
  required = false,
  hint,
  error,
  announce,
}: CheckboxProps) {
  const messages = useFieldMessages({ hint, error, announce });
  return (
    <div className={fieldClass(styles.field, error)}>
      {messages.error}
      <label className={styles.choice}>
        <input
          type="checkbox"
          id={inputId}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={messages.describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      {messages.hint}
    </div>
  );
}
