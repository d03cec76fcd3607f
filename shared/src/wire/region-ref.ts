import { isRecord, trimmedText } from './read';
// The answer of `/api/v1/region/{name}` (spec 1 §7), read by every remote that needs to know which
// region an address belongs to (regional news, locations).

export interface RegionRef {
  id: number;
  title: string;
  /** The region page's site path, e.g. `/regios/utrecht`. */
  url: string;
}

/** spec 1 §7: the region name in the call is the address's slug with dashes turned to spaces. */
export const regionNameOf = (slug: string): string => slug.replace(/-/g, ' ');

/**
 * The region, or null when the answer cannot lead anywhere: no numeric id, no title, or a path
 * that is not a path on this site (`//elsewhere.example` or `https://…`).
 */
export function toRegionRef(answer: unknown): RegionRef | null {
  if (!isRecord(answer) || typeof answer.Id !== 'number') return null;
  const title = trimmedText(answer.Title);
  const url = trimmedText(isRecord(answer.Data) ? answer.Data.Path : undefined);
  return title && /^\/(?!\/)/.test(url) ? { id: answer.Id, title, url } : null;
}
