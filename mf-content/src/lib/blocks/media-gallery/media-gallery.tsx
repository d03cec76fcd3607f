import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from '@alz/shared/ui/lightbox';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import type { MediaGalleryModel } from './media-gallery-model';
import styles from './media-gallery.module.css';

/** Spec 2 §2/§4: thumbnails that open the lightbox at their own index. */
export function MediaGallery({ block }: { block: MediaGalleryModel }) {
  const { t } = useTranslation('Common');
  const headingId = useId();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const total = block.items.length;
  // Spec 2 §9: with exactly four images the fourth is a landscape tile.
  const landscapeIndex = total === 4 ? 3 : -1;

  return (
    <section className={styles.gallery} aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <RichText html={block.introduction} />
      <ul className={styles.grid}>
        {block.items.map((item, index) => (
          <li
            key={`${item.thumbnail.url}-${index}`}
            className={index === landscapeIndex ? styles.landscape : undefined}
          >
            <button
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              className={styles.thumbnail}
              aria-label={t('Lightbox.ViewLargerOf', {
                alt: item.fullSize.alt || t('Lightbox.ImageOfTotal', { n: index + 1, total }),
              })}
              onClick={() => setOpenAt(index)}
            >
              <ResponsiveImage
                image={item.thumbnail}
                alt=""
                sizes={
                  index === landscapeIndex ? '(min-width: 1024px) 60rem, 100vw' : '(min-width: 1024px) 20rem, 50vw'
                }
              />
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null ? (
        <Lightbox
          images={block.items.map((item) => item.fullSize)}
          startIndex={openAt}
          onClose={() => setOpenAt(null)}
          returnFocusTo={() => thumbnails.current[openAt] ?? null}
        />
      ) : null}
    </section>
  );
}
