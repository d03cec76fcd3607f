import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './form-kit.module.css';

export interface FieldMessageProps {
  hint?: ReactNode;
  /** The message of the field's error, or nothing while it has none. */
  error?: string | null;
  /** The error appeared as the visitor left the field: say it at once (see FieldError). */
  announce?: boolean;
}

/**
 * The hint and inline error of a field, group or checkbox, and the `aria-describedby` that ties
 * them to the control, so a screen reader reads them with it (GOV.UK pattern).
 */
export function useFieldMessages({ hint, error, announce }: FieldMessageProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    hint: hint ? (
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    ) : null,
    error: error && errorId ? <FieldError id={errorId} message={error} announce={announce} /> : null,
  };
}

/** The class of a field's wrapper: marked at the side while it has an error. */
export const fieldClass = (base: string | undefined, error: string | null | undefined) =>
  error ? `${base} ${styles.invalidField}` : base;
