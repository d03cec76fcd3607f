import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden';
import styles from './form-alert.module.css';

export type FormAlertStatus = 'success' | 'warning' | 'info' | 'error';

const STATUSES: readonly string[] = ['success', 'warning', 'info'];

/** Spec 2 §3 "Form alert": success, warning and info are themselves; any other status is an error. */
export const formAlertStatus = (status: unknown): FormAlertStatus =>
  typeof status === 'string' && STATUSES.includes(status) ? (status as FormAlertStatus) : 'error';

interface FormAlertProps {
  /** Anything but success, warning or info shows as an error (spec 2 §3). */
  status: string;
  message: string;
  className?: string;
}

/**
 * The outcome of a form as a whole (sent, failed, something to know), not of one field: field
 * errors belong to the error summary and the fields (CONVENTIONS habit 6). An error or warning
 * interrupts as an alert; success and info wait their turn as a status. The status is named in
 * words too, so colour and icon are never the only sign.
 */
export function FormAlert({ status, message, className }: FormAlertProps) {
  const { t } = useTranslation('Common');
  const kind = formAlertStatus(status);
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`${styles.alert} ${styles[kind]} ${className ?? ''}`}>
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.message}>
        <span className={visuallyHidden}>{t(`Form.AlertPrefix.${kind}`)} </span>
        {message}
      </p>
    </div>
  );
}
