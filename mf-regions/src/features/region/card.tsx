import type { ReactNode } from 'react';
import type { ImageModel } from '@alz/shared/media/image';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import styles from './region-detail.module.css';

export interface CardProps {
  title: string;
  text: string;
  image?: ImageModel | null;
  /** Above the title, e.g. a publication date. */
  meta?: ReactNode;
  children?: ReactNode;
}

/**
 * The inside of a card of the region page: image, h3 title, sanitised text and its links. The
 * list item around it (class `card`) is ShortList's, which hides it on a phone when needed.
 */
export function Card({ title, text, image, meta, children }: CardProps) {
  return (
    <>
      {image ? (
        <ResponsiveImage image={image} alt="" sizes="(min-width: 1024px) 20rem, 100vw" className={styles.image} />
      ) : null}
      <div className={styles.cardBody}>
        {meta}
        <h3 className={styles.cardTitle}>{title}</h3>
        <RichText html={text} />
        {children}
      </div>
    </>
  );
}
