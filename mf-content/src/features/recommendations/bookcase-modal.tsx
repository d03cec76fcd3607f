import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentGate } from '@alz/shared/ui/consent-gate';
import { Modal } from '@alz/shared/ui/modal';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { SmartLink } from '@alz/shared/ui/smart-link';
import type { RecommendationItem } from './recommendation-model';
import styles from './recommendations.module.css';

interface Props {
  item: RecommendationItem;
  index: number;
  total: number;
  onStep: (delta: -1 | 1) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Spec 1 §4 "Bookcase": one item in a modal, with Vorige/Volgende disabled at the ends. */
export function BookcaseModal({ item, index, total, onStep, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('Blocks');
  const titleId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const last = total - 1;

  const step = (delta: -1 | 1) => {
    onStep(delta);
    // A button that becomes disabled drops focus to the page; hand it to the other direction.
    if (delta === -1 && index - 1 === 0 && document.activeElement === previousRef.current) nextRef.current?.focus();
    if (delta === 1 && index + 1 === last && document.activeElement === nextRef.current) previousRef.current?.focus();
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} lockScroll returnFocusTo={returnFocusTo} className={styles.modal}>
      <div className={styles.bookcase}>
        <div className={styles.media}>
          {item.videoSrc ? (
            <ConsentGate kind="video" title={item.title}>
              <div className={styles.video}>
                <iframe src={item.videoSrc} title={item.title} allow="fullscreen; picture-in-picture" />
              </div>
            </ConsentGate>
          ) : item.image ? (
            <ResponsiveImage image={item.image} sizes="(min-width: 1024px) 24rem, 100vw" className={styles.cover} />
          ) : null}
        </div>
        <div>
          {item.label ? <p className={styles.label}>{item.label}</p> : null}
          <h2 id={titleId}>{item.title}</h2>
          <RichText html={item.html} />
          <p className={styles.links}>
            {item.primaryLink ? <SmartLink link={item.primaryLink} className={styles.primary} /> : null}
            {item.secondaryLink ? <SmartLink link={item.secondaryLink} className={styles.secondary} /> : null}
          </p>
        </div>
      </div>
      <div className={styles.stepper}>
        <button ref={previousRef} type="button" disabled={index <= 0} onClick={() => step(-1)}>
          {t('Recommendations.Previous')}
        </button>
        <p aria-live="polite">{t('Recommendations.Position', { n: index + 1, total })}</p>
        <button ref={nextRef} type="button" disabled={index >= last} onClick={() => step(1)}>
          {t('Recommendations.Next')}
        </button>
      </div>
    </Modal>
  );
}
