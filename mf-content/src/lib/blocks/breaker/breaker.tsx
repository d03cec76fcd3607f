import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { CategoryIcon } from '../grid-shared/category-icon';
import { toBreaker, type BreakerModel } from './breaker-model';
import styles from './breaker.module.css';

/**
 * A band that breaks up a long page. Small: one line with an icon and a link; medium: a sand
 * box with text and a button; large: a purple band with a picture beside the text.
 */
export function Breaker({ block }: { block: BreakerModel }) {
  return (
    <section className={`${styles.breaker} ${styles[block.size]}`}>
      {block.icon && block.size !== 'large' ? <CategoryIcon name={block.icon} className={styles.icon} /> : null}
      <div className={styles.body}>
        {block.label ? <p className={styles.label}>{block.label}</p> : null}
        <h2 className={styles.title}>{block.title}</h2>
        {block.size === 'small' ? null : <RichText html={block.html} />}
        {block.link ? (
          <SmartLink link={block.link} className={block.size === 'small' ? styles.link : styles.button} />
        ) : null}
      </div>
      {block.size === 'large' && block.image ? (
        <ResponsiveImage image={block.image} sizes="(min-width: 1024px) 570px, 100vw" className={styles.image} />
      ) : null}
    </section>
  );
}

export const breakerBlock = defineBlock({ bundle: 'breaker', transform: toBreaker, Component: Breaker });
