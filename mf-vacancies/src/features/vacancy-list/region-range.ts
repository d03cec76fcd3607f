import { RANGES } from './vacancy-filters-model';

/** `range=0` in the address: no distance, the whole region through the per-region call. */
export const WHOLE_REGION = 0;
// Spec 1 §2.5, §9: vacancies around a region's place or a typed place start within 10 km.
const INITIAL_REGION_RANGE = 10;

/**
 * The distance chosen in the address; a missing or unknown value is the initial 10 km, and so is
 * "whole region" when there is no region to list (a place without a region).
 */
export function regionRangeFrom(params: URLSearchParams, wholeRegion = true): number {
  const value = params.get('range');
  if (wholeRegion && value === String(WHOLE_REGION)) return WHOLE_REGION;
  const range = Number(value);
  return (RANGES as readonly number[]).includes(range) ? range : INITIAL_REGION_RANGE;
}

/** The address after choosing a distance: other parameters stay, the list starts at page 1. */
export function withRegionRange(params: URLSearchParams, range: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('range', String(range));
  next.delete('page');
  return next;
}
