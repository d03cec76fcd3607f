import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUiKitTranslations } from '../consent/ui-kit-translations';
import type { ImageModel } from '../media/image';
import { Modal } from './modal';
import { ResponsiveImage } from './responsive-image';
import styles from './lightbox.module.css';

addUiKitTranslations();

interface Props {
  images: ImageModel[];
  /** The image shown first: the index of the thumbnail that was clicked. */
  startIndex: number;
  onClose: () => void;
  /** The element that gets focus back on close (spec 2 §4: the thumbnail that opened it). */
  returnFocusTo?: () => HTMLElement | null;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/**
 * Spec 2 §4 lightbox: large images in a modal; Vorige/Volgende and the arrow keys step, the
 * buttons only when there is more than one image and disabled at the ends.
 */
export function Lightbox({ images, startIndex, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('Common');
  const [index, setIndex] = useState(() => clamp(startIndex, images.length - 1));
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const last = images.length - 1;
  if (!image) return null;

  const step = (delta: -1 | 1) => {
    const next = clamp(index + delta, last);
    setIndex(next);
    // A disabled button drops focus to the page; hand it to the other direction instead.
    if (delta === -1 && next === 0 && document.activeElement === previousRef.current) nextRef.current?.focus();
    if (delta === 1 && next === last && document.activeElement === nextRef.current) previousRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && index > 0) step(-1);
    else if (event.key === 'ArrowRight' && index < last) step(1);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      label={t('Lightbox.Label')}
      onClose={onClose}
      onKeyDown={onKeyDown}
      lockScroll
      returnFocusTo={returnFocusTo}
      className={styles.lightbox}
    >
      <figure className={styles.figure}>
        <ResponsiveImage image={image} sizes="(min-width: 60rem) 56rem, 100vw" priority className={styles.image} />
        {image.title ? <figcaption>{image.title}</figcaption> : null}
      </figure>
      <div className={styles.controls}>
        {images.length > 1 ? (
          <button ref={previousRef} type="button" disabled={index === 0} onClick={() => step(-1)}>
            {t('Lightbox.Previous')}
          </button>
        ) : null}
        <p className={styles.position} aria-live="polite">
          {t('Lightbox.ImageOfTotal', { n: index + 1, total: images.length })}
        </p>
        {images.length > 1 ? (
          <button ref={nextRef} type="button" disabled={index === last} onClick={() => step(1)}>
            {t('Lightbox.Next')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
