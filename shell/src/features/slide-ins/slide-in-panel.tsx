import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { SlideInModel } from './slide-in-model';
import { SlideInDetails } from './slide-in-details';
import styles from './slide-in.module.css';

interface Props {
  slideIn: SlideInModel;
  onClose: () => void;
}

const hasSignUp = (slideIn: SlideInModel) => Boolean(slideIn.formId || slideIn.scriptId);

// "Lees meer" only when it reveals something; a button that changes nothing confuses.
const hasMore = (slideIn: SlideInModel) =>
  Boolean(slideIn.text || slideIn.image || slideIn.button || hasSignUp(slideIn)) ||
  slideIn.title !== slideIn.compactTitle;

export function SlideInPanel({ slideIn, onClose }: Props) {
  const { t } = useTranslation('HeaderFooter');
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLElement>(null);

  const close = () => {
    // The panel and its close button disappear; focus would fall back to <body>, so a keyboard
    // or screen-reader visitor goes to the main content instead (conventions habit 8).
    const focusWasInside = panel.current?.contains(document.activeElement) ?? false;
    onClose();
    if (focusWasInside) document.getElementById('inhoud')?.focus();
  };

  return (
    <aside ref={panel} aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>
          {expanded ? slideIn.title : slideIn.compactTitle}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          {t('SlideIn.Close')}
        </button>
      </div>
      <div id={bodyId}>
        {expanded ? (
          <SlideInDetails slideIn={slideIn} signUp={hasSignUp(slideIn)} />
        ) : (
          <RichText html={slideIn.compactText} className={styles.text} />
        )}
      </div>
      {hasMore(slideIn) ? (
        // One button that stays in place, so focus is not lost when the text unfolds.
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('SlideIn.ReadLess') : t('SlideIn.ReadMore')}
        </button>
      ) : null}
    </aside>
  );
}
