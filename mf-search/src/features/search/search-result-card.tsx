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
 * One search result (spec 1 §3), by type: news with its picture and date, an information page
 * with its introduction. Its line says what it is (the searchLabels, else the kind of result)
 * and the region it belongs to: many results share a title ("Maatje voor een mantelzorger" in
 * every region), and only this line tells them apart.
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation('Search');
  const image = result.type === 'news' ? result.image : null;
  const labels = result.searchLabels.length > 0 ? result.searchLabels : [t(`Types.${result.type}`)];
  const region = result.region && !labels.includes(result.region.title) ? result.region.title : null;
  const meta = [
    ...labels.map((label) => <span key={`label-${label}`}>{label}</span>),
    result.type === 'news' && result.publicationDate ? (
      <PublicationDate key="date" value={result.publicationDate} />
    ) : null,
    region ? <span key="region">{region}</span> : null,
  ].filter((part) => part !== null);
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
        {/* Spaces between the parts keep their words apart for a screen reader; the gap shows them apart. */}
        <p className={styles.meta}>{meta.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}</p>
        {result.introduction ? <p className={styles.intro}>{truncate(result.introduction, INTRO_LENGTH)}</p> : null}
      </div>
    </article>
  );
}
