import { Link } from '@alz/shared/router';
import type { RegionHit } from './region-search-model';
import styles from './region-list.module.css';

/** The layout of a page that lists regions: the region search's and the region overview's. */
export const regionPageStyles = { page: styles.page, intro: styles.intro, results: styles.results };

/** Regional branches as a list: each its name as a link, and its short introduction. */
export function RegionList({ hits }: { hits: RegionHit[] }) {
  return (
    <ul className={styles.list}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <Link to={hit.url}>{hit.title}</Link>
          {hit.intro ? <p>{hit.intro}</p> : null}
        </li>
      ))}
    </ul>
  );
}
