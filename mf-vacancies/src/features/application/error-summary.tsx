import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './application-form.module.css';

export interface SummaryItem {
  inputId: string;
  message: string;
}

/**
 * GOV.UK error summary (CONVENTIONS habit 6): takes focus when shown, so a screen reader reads
 * it at once, and links to each field.
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const { t } = useTranslation('Vacancies');
  const ref = useRef<HTMLDivElement>(null);

  // Every failed attempt moves focus here again, even when the errors are the same.
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, inputId: string) => {
    const input = document.getElementById(inputId);
    if (!input) return;
    // The browser's own jump would scroll the label out of view and leave focus on the link.
    event.preventDefault();
    input.focus();
    input.closest('fieldset, div')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby="application-error-summary">
      <h2 id="application-error-summary" className={styles.summaryTitle}>
        {t('ApplicationForm.ErrorSummary')}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.inputId}>
            <a href={`#${item.inputId}`} onClick={(event) => jump(event, item.inputId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
