import { lazy, Suspense } from 'react';
import type { SearchBarProps } from '../search/search-bar';
import styles from './search-bar.module.css';

// The slot and its plain form are in a chunk of their own ('alz-search'): a page loads it when it
// shows a search bar, not because its app could show one (a block or header kind it may not use).
const SearchBarSlot = lazy(() => import('./search-bar-slot').then((module) => ({ default: module.SearchBarSlot })));

/**
 * mf-search's search bar in a page of another app (search-bar-slot.tsx), for parts that only
 * some pages have. Its place is kept while the slot's few kilobytes load, so nothing moves.
 */
export function LazySearchBar(props: SearchBarProps & { host: string }) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <SearchBarSlot {...props} />
    </Suspense>
  );
}
