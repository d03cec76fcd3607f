import { truncate } from '@alz/shared/text/text';
import { Card } from '@alz/shared/ui/card';
import { PublicationDate } from '@alz/shared/ui/publication-date';
import type { NewsCardModel } from './news-model';
import styles from './news.module.css';

// A card's introduction stays short enough for three lines on a phone.
const INTRO_LENGTH = 160;

/** News card (spec 1 §3): image in the card crops, title link, date and a short introduction. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsCardModel; headingLevel?: 2 | 3 }) {
  return (
    <Card
      headingLevel={headingLevel}
      title={item.title}
      to={item.url}
      image={item.image}
      imageSizes="(min-width: 1024px) 380px, 100vw"
      className={styles.card}
      imageClassName={styles.cardImage}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
    >
      <p className={styles.meta}>
        <PublicationDate value={item.publicationDate} />
        {item.region ? <span>{item.region}</span> : null}
      </p>
      {item.introduction ? <p>{truncate(item.introduction, INTRO_LENGTH)}</p> : null}
    </Card>
  );
}
