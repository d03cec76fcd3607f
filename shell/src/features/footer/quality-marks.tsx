import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QualityMark } from './brands';
import styles from './quality-marks.module.css';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';

export interface QualityMarksProps {
  marks: QualityMark[];
}

// A seal outline behind the text badge; decorative, the badge text is the content.
const seal = (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={styles.seal}>
    <path d="M12 2 20 5v6c0 5-3.4 9.2-8 11-4.6-1.8-8-6-8-11V5Z" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m8 12 3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The alz quality marks (spec 2 §3 "Quality mark"), each linking to the body that grants it. */
export function QualityMarks({ marks }: QualityMarksProps) {
  const { t } = useTranslation('HeaderFooter');
  const titleId = useId();
  if (marks.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={visuallyHidden}>
        {t('QualityMarksTitle')}
      </h2>
      <ul className={styles.list}>
        {marks.map((mark) => (
          <li key={mark.slug}>
            <a
              href={mark.url}
              className={styles.mark}
              style={{ minWidth: mark.logo.width, minHeight: mark.logo.height }}
            >
              {seal}
              <span className={styles.text}>
                <span className={styles.badge}>{mark.logo.badge}</span>
                <span className={styles.caption}>{mark.logo.caption}</span>
                {/* The badge is an abbreviation; the full name tells a screen reader who vouches. */}
                <span className={visuallyHidden}>({mark.platformFull})</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
