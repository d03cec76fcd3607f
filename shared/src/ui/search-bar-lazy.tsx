import { lazy, Suspense } from 'react';
import type { SearchBarProps } from '../search/search-bar';
import { primaryButton } from './button';
import styles from './search-bar.module.css';

// The slot and its plain form are in a chunk of their own ('alz-search'): a page loads it when it
// shows a search bar, not because its app could show one (a block or header kind it may not use).
const SearchBarSlot = lazy(() => import('./search-bar-slot').then((module) => ({ default: module.SearchBarSlot })));

/**
 * mf-search's search bar in a page of another app (search-bar-slot.tsx), for parts that only
 * some pages have. Its place is kept while the slot's few kilobytes load, so nothing moves: the
 * stand-in is the bar's own boxes with its texts (label, hint, field, button), unseen, so it
 * takes the same room at every width and text size, also where a text wraps.
 */
export function LazySearchBar(props: SearchBarProps & { host: string }) {
  return (
    <Suspense fallback={<SearchBarRoom label={props.label} hint={props.hint} submit={props.submit} />}>
      <SearchBarSlot {...props} />
    </Suspense>
  );
}

/** The bar's room while its code loads: its boxes and texts, unseen. */
export function SearchBarRoom({ label, hint, submit }: Pick<SearchBarProps, 'label' | 'hint' | 'submit'>) {
  return (
    <div className={`${styles.form} ${styles.room}`} aria-hidden="true" inert>
      <span className={styles.label}>{label}</span>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <div className={styles.input}>&nbsp;</div>
        </div>
        <span className={primaryButton}>{submit}</span>
      </div>
    </div>
  );
}
