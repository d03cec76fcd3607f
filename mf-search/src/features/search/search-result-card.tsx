import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PublicationDate } from '@alz/shared/ui/publication-date';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { truncate } from '@alz/shared/text/text';
import type { SearchResult } from './search-model';
import styles from './search.module.css';

// Enough for three lines on a phone.
const INTRO_LENGTH = 220;

/**
 * One search result (spec 1 §3), by type: news with its picture and date, a regional result with
 * its region, an information page with its introduction.
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation('Search');
  const image = result.type === 'news' ? result.image : null;
  return (
    <article className={image ? `${styles.card} ${styles.withImage}` : styles.card}>
      {image ? (
        // The title link says what the result is; the picture adds nothing to read.
        <ResponsiveImage image={image} alt="" sizes="(min-width: 48rem) 12rem, 7rem" className={styles.image} />
      ) : null}
      <div>
        <h3 className={styles.cardTitle}>
          <Link to={result.url}>{result.title}</Link>
        </h3>
        <p className={styles.meta}>
          <span>{t(`Types.${result.type}`)}</span>
          {result.type === 'news' ? <PublicationDate value={result.publicationDate} /> : null}
          {result.type === 'regio' && result.region ? <span>{result.region.title}</span> : null}
        </p>
        {result.introduction ? <p className={styles.intro}>{truncate(result.introduction, INTRO_LENGTH)}</p> : null}
      </div>
    </article>
  );
}
