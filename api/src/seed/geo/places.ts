import { foldName, pc4Coordinates, pc4Rows, type Pc4Row } from './pc4';

export interface SeedPlace {
  postcode: string;
  place: string;
  lat: number;
  lon: number;
}

/**
 * A postcode area in the named place or municipality (the lowest postcode, so seeds are stable);
 * null when the gazetteer does not know the name (municipalities formed after its year).
 */
export function placeIn(name: string): SeedPlace | null {
  const folded = foldName(name);
  const rows = pc4Rows();
  const match: Pc4Row | undefined =
    rows.find((row) => foldName(row.place) === folded) ?? rows.find((row) => foldName(row.municipality) === folded);
  return match ? { postcode: match.postcode, place: match.place, lat: match.lat, lon: match.lon } : null;
}

/** The centre of a postcode's area, for seeded addresses whose postcode is known to exist. */
export function coordinatesOf(postcode: string): { lat: number; lon: number } {
  const at = pc4Coordinates(postcode);
  if (!at) throw new Error(`Postcode ${postcode} is not in the gazetteer`);
  return at;
}
