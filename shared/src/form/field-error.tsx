import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden';
import styles from './form-kit.module.css';

interface FieldErrorProps {
  id: string;
  message: string;
  /**
   * Spec 2 §5: an error is announced as an alert. Only an error that appears when the visitor
   * leaves a field (or picks a file) is one: after a submit the focused error summary reads all
   * errors at once, and an alert on every field would talk over it (CONVENTIONS habit 6).
   */
  announce?: boolean;
}

/** GOV.UK error message: the visually hidden prefix tells a screen reader it is an error. */
export function FieldError({ id, message, announce = false }: FieldErrorProps) {
  const { t } = useTranslation('Common');
  return (
    <p id={id} className={styles.error} role={announce ? 'alert' : undefined}>
      <span className={visuallyHidden}>{t('Form.ErrorPrefix')} </span>
      {message}
    </p>
  );
}
