import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { SlideInModel } from './slide-in-model';
import { SlideInDetails } from './slide-in-details';
import styles from './slide-in.module.css';

interface Props {
  slideIn: SlideInModel;
  onClose: () => void;
}

/** Escape there belongs to a field, a dialog or the header's menu and search panel. */
const escapeTakenBy = (element: Element | null) =>
  !!element?.closest('input, textarea, select, [contenteditable], dialog, [role="dialog"], header');

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
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    // Escape closes it: in the panel, and elsewhere unless a field, a dialog or a menu uses it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (element.contains(document.activeElement) || !escapeTakenBy(document.activeElement)) closeRef.current();
    };
    // WCAG 2.4.11: what the keyboard moves to is scrolled clear of the panel, never under it;
    // room after the footer lets the page's last links scroll clear too.
    const root = document.documentElement;
    const keepClear = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 24}px`;
      document.body.style.paddingBottom = `${element.offsetHeight + 24}px`;
    };
    keepClear();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepClear);
    resized?.observe(element);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      resized?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <aside ref={panel} aria-labelledby={headingId} className={styles.panel} data-slide-in>
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
