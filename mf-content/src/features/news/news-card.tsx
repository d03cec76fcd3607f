import { Link } from '@alz/shared/router';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { truncate } from '@alz/shared/text/text';
import { PublicationDate } from '@alz/shared/ui/publication-date';
import type { NewsCardModel } from './news-model';
import styles from './news.module.css';

// A card's introduction stays short enough for three lines on a phone.
const INTRO_LENGTH = 160;

/** News card (spec 1 §3): image in the card crops, title link, date and a short introduction. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsCardModel; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {item.image ? (
        // The title link says what the card is about; the picture adds no information of its own.
        <ResponsiveImage
          image={item.image}
          alt=""
          sizes="(min-width: 1024px) 380px, 100vw"
          className={styles.cardImage}
        />
      ) : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={item.url}>{item.title}</Link>
        </Heading>
        <p className={styles.meta}>
          <PublicationDate value={item.publicationDate} />
          {item.region ? <span>{item.region}</span> : null}
        </p>
        {item.introduction ? <p>{truncate(item.introduction, INTRO_LENGTH)}</p> : null}
      </div>
    </article>
  );
}
