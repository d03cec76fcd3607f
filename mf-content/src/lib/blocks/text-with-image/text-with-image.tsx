import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toTextWithImage, toTextWithImageNew, type TextWithImageModel } from './to-text-with-image';
import styles from './text-with-image.module.css';

/** Text beside an image; on small screens the image comes first (spec 1 §2.4). */
export function TextWithImage({ block }: { block: TextWithImageModel }) {
  const classes = [
    styles.block,
    block.image && block.imagePosition === 'right' ? styles.right : '',
    block.image ? styles.withImage : '',
    block.sandColor ? styles.sand : '',
  ];
  return (
    <section className={classes.filter(Boolean).join(' ')}>
      {block.image ? (
        <ResponsiveImage image={block.image} className={styles.image} sizes="(min-width: 768px) 40vw, 100vw" />
      ) : null}
      <div className={styles.text}>
        {block.title ? <h2>{block.title}</h2> : null}
        <RichText html={block.html} />
        {block.links.length > 0 ? (
          <p className={styles.links}>
            {block.links.map((l, index) => (
              <SmartLink
                key={l.url}
                link={l}
                className={block.variant === 'new' && index === 0 ? styles.button : styles.link}
              />
            ))}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export const textWithImageBlock = defineBlock({
  bundle: 'text_with_image',
  transform: toTextWithImage,
  Component: TextWithImage,
});

export const textWithImageNewBlock = defineBlock({
  bundle: 'text_with_image_new',
  transform: toTextWithImageNew,
  Component: TextWithImage,
});
