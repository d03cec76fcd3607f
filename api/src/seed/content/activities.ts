import type { TaxonomyTermRow } from '../../types/site';
import type { NodeRow } from '../../types/wire';
import type { Region } from './regions';

/** The activity_type vocabulary (spec 1 §3, with icons). */
export const activityTypeTerms: TaxonomyTermRow[] = [];

/** Activities spread over the regions and their locations; `locations` are the seeded location nodes. */
export function buildActivities(_regions: Region[], _locations: NodeRow[]): NodeRow[] {
  return [];
}
