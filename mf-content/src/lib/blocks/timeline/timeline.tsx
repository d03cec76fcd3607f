import { useId } from 'react';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import type { TimelineModel } from './timeline-model';
import { useScrollProgress } from './use-scroll-progress';
import styles from './timeline.module.css';

export function Timeline({ block }: { block: TimelineModel }) {
  const headingId = useId();
  const { itemRef, reachedCount } = useScrollProgress(block.items.length);
  const Heading = block.title ? 'h3' : 'h2';

  return (
    <section className={styles.timeline} aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? <h2 id={headingId}>{block.title}</h2> : null}
      <RichText html={block.introduction} />
      <ol className={styles.list}>
        {block.items.map((item, index) => (
          <li
            key={item.key}
            ref={itemRef(index)}
            className={`${styles.item} ${index < reachedCount ? styles.active : ''}`}
          >
            {item.label ? <p className={styles.label}>{item.label}</p> : null}
            <div className={styles.body}>
              {item.title ? <Heading>{item.title}</Heading> : null}
              <RichText html={item.html} />
            </div>
            {item.image ? (
              <ResponsiveImage image={item.image} className={styles.image} sizes="(min-width: 1024px) 20rem, 100vw" />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
