import { useId } from 'react';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import type { AsideModel } from './aside-model';
import styles from './aside.module.css';

/**
 * A side note beside the flow of the page (spec 1 §2.6). It is a section named by its title, not
 * an <aside>: inside <main> a complementary landmark per block would crowd the landmark list and
 * breaks axe's best practice (docs/decisions/0030-block-details.md).
 */
export function Aside({ block }: { block: AsideModel }) {
  const id = useId();
  return (
    <section className={styles.aside} aria-labelledby={block.title ? id : undefined}>
      {block.image ? <ResponsiveImage image={block.image} sizes="100px" className={styles.image} /> : null}
      <div className={styles.body}>
        {block.title ? (
          <h2 id={id} className={styles.title}>
            {block.title}
          </h2>
        ) : null}
        <RichText html={block.html} />
      </div>
    </section>
  );
}
