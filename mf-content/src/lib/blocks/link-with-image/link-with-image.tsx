import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toLinkWithImage, type LinkWithImageModel } from './link-with-image-model';
import styles from './link-with-image.module.css';

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
