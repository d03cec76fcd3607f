import { useEffect, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-kit.module.css';
import { useTakeFocus } from './use-take-focus';

export interface SummaryItem {
  /** The id of the field's input (a radio group's first option), where the link leads. */
  inputId: string;
  message: string;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  /** Counts the failed attempts: each one moves focus here again, even with the same errors. */
  attempt: number;
  /** The summary's heading level, one below the form's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * GOV.UK error summary (CONVENTIONS habit 6): takes focus when shown, so a screen reader reads
 * it at once, and links to each field.
 */
export function ErrorSummary({ items, attempt, headingLevel = 2 }: ErrorSummaryProps) {
  const { t } = useTranslation('Common');
  const ref = useTakeFocus<HTMLDivElement>(attempt);
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const prefix = `${t('Form.ErrorPrefix')} `;

  // GOV.UK: while the summary shows, the document title starts with "Fout:", the first thing a
  // screen reader or a tab strip says. The page's own title comes back when it goes.
  useEffect(() => {
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [prefix]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, inputId: string) => {
    const input = document.getElementById(inputId);
    if (!input) return;
    // The browser's own jump would scroll the label out of view and leave focus on the link.
    event.preventDefault();
    input.focus();
    // A radio group's legend and error sit at its fieldset, above the options.
    (input.closest('fieldset') ?? input.closest('div'))?.scrollIntoView?.({ block: 'start' });
  };

  return (
    // From the second failed attempt on, focus may already be here and moving it again says
    // nothing: as an alert, the summary is read out once more.
    <div
      ref={ref}
      tabIndex={-1}
      role={attempt > 1 ? 'alert' : undefined}
      className={styles.summary}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.summaryTitle}>
        {t('Form.ErrorSummary')}
      </Heading>
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
