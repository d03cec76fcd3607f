import { pushDataLayer } from '@alz/shared/analytics/data-layer';

/** The listing's filters as analytics names them (the address uses Dutch parameter names). */
export type ActivityFilter = 'activityType' | 'city' | 'range' | 'place';

/**
 * Spec 1 §7: applying or removing a filter is pushed to the data layer, as the vacancy list
 * does. A removed filter names the value that was removed, so the report says which one.
 */
export function trackActivityFilter(filter: ActivityFilter, previous: string, next: string): void {
  if (previous === next) return;
  const applied = next !== '';
  pushDataLayer({ event: applied ? 'apply_filter' : 'remove_filter', filter, value: applied ? next : previous });
}
