/**
 * The address parameters of a location search: `plaats` (shared with the range activity
 * listing, which lists around the same place) and `regio`, the region chosen when a place has
 * several. The listings' own parameters (soort, afstand, pagina; range, page) are theirs.
 */
export const PLACE = 'plaats';
export const REGION = 'regio';

/** The search part of an address for a place and, optionally, its chosen region. */
export function searchFor(place: string, regionId?: number): string {
  const params = new URLSearchParams(place ? { [PLACE]: place } : {});
  if (regionId !== undefined) params.set(REGION, String(regionId));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A `regio` value that is a region id, else null. */
export function regionIdFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
