import type { FocusEvent, ReactNode } from 'react';
import { fieldClass, useFieldMessages, type FieldMessageProps } from './field-messages';
import { RequiredMark } from './required-mark';
import styles from './form-kit.module.css';

/** What wires a control to its label, hint and error: spread it onto the input. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps extends FieldMessageProps {
  /** The id of the control, which the label and the error summary point at. */
  inputId: string;
  label: ReactNode;
  required?: boolean;
  /** Renders the control (input, textarea, select) with the ids and states it needs. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A form field by the GOV.UK pattern: label (with the required mark), hint, inline error, then
 * the control, which is described by the hint and the error.
 */
export function Field({ inputId, label, required = false, hint, error, announce, children }: FieldProps) {
  const messages = useFieldMessages({ hint, error, announce });
  return (
    <div className={fieldClass(styles.field, error)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {messages.hint}
      {messages.error}
      {children({
        id: inputId,
        ...(messages.describedBy ? { 'aria-describedby': messages.describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
    </div>
  );
}

/**
 * The window losing focus (another tab, the file dialog opening) blurs the field too, but the
 * field stays the active element: the visitor has not left it, so it is not checked yet.
 */
export const leftField = (event: FocusEvent<HTMLElement>): boolean =>
  !event.currentTarget.contains(document.activeElement) && !event.currentTarget.contains(event.relatedTarget as Node);
