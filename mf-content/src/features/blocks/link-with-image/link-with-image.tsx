import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import type { ImageModel } from '@alz/shared/media/image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { link, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';
import styles from './link-with-image.module.css';

export interface LinkWithImageModel {
  title: string;
  text: string;
  image: ImageModel | null;
  link: LinkModel;
}

/** Wire: { field_title, field_text (plain), field_image, field_link: { title, uri } }; no link, no block. */
export const toLinkWithImage = (p: Record<string, unknown>): LinkWithImageModel | null => {
  const target = link(p.field_link);
  if (!target) return null;
  return {
    title: text(p.field_title).trim() || target.title,
    text: text(p.field_text),
    image: toImage(p.field_image),
    link: target,
  };
};

/** One wide card: the title link is stretched over it, so the whole card is one named link. */
export function LinkWithImage({ block }: { block: LinkWithImageModel }) {
  return (
    <section className={styles.card}>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <SmartLink link={block.link} className={styles.link}>
            {block.title}
          </SmartLink>
        </h2>
        {block.text ? <p className={styles.text}>{block.text}</p> : null}
      </div>
      {block.image ? (
        <ResponsiveImage image={block.image} sizes="(min-width: 1024px) 380px, 100vw" className={styles.image} />
      ) : null}
    </section>
  );
}

export const linkWithImageBlock = defineBlock({
  bundle: 'link_with_image',
  transform: toLinkWithImage,
  Component: LinkWithImage,
});
