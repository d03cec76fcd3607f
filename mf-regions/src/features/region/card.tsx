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

/** A card of the region page: image, h3 title, sanitised text and its links. */
export function Card({ title, text, image, meta, children }: CardProps) {
  return (
    <li className={styles.card}>
      {image ? (
        <ResponsiveImage image={image} alt="" sizes="(min-width: 1024px) 20rem, 100vw" className={styles.image} />
      ) : null}
      <div className={styles.cardBody}>
        {meta}
        <h3 className={styles.cardTitle}>{title}</h3>
        <RichText html={text} />
        {children}
      </div>
    </li>
  );
}
