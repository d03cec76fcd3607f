import { truncate } from '@alz/shared/text/text';
import { Card } from '@alz/shared/ui/card';
import type { ThematicItem } from './api/get-thematic-items';
import styles from './thematic-related.module.css';

export function ThematicCard({ item }: { item: ThematicItem }) {
  return (
    <Card
      headingLevel={3}
      title={item.title}
      to={item.path}
      image={item.image}
      imageSizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      className={styles.card}
      imageClassName={styles.image}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
    >
      {item.intro ? <p className={styles.intro}>{truncate(item.intro, 140)}</p> : null}
    </Card>
  );
}
