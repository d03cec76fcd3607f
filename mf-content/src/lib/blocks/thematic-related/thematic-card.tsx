import { Link } from '@alz/shared/router';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { truncate } from '@alz/shared/text/text';
import type { ThematicItem } from './api/get-thematic-items';
import styles from './thematic-related.module.css';

// The title link is the card's one link; the image is decoration, named by the title beside it.
export function ThematicCard({ item }: { item: ThematicItem }) {
  return (
    <article className={styles.card}>
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          alt=""
          className={styles.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
      ) : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={item.path} className={styles.link}>
            {item.title}
          </Link>
        </h3>
        {item.intro ? <p className={styles.intro}>{truncate(item.intro, 140)}</p> : null}
      </div>
    </article>
  );
}
