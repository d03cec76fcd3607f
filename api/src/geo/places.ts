import { foldName } from '../lib/fold-name';
import { pc4Coordinates, pc4Rows, type Pc4Row } from './pc4';

export interface Coordinates {
  lat: number;
  lon: number;
}

export interface Place extends Coordinates {
  postcode: string;
  place: string;
}

/**
 * A postcode area in the named place or municipality (the lowest postcode, so seeds are stable);
 * null when the gazetteer does not know the name (municipalities formed after its year).
 */
export function placeIn(name: string): Place | null {
  const folded = foldName(name);
  const rows = pc4Rows();
  const match: Pc4Row | undefined =
    rows.find((row) => foldName(row.place) === folded) ?? rows.find((row) => foldName(row.municipality) === folded);
  return match ? { postcode: match.postcode, place: match.place, lat: match.lat, lon: match.lon } : null;
}

/** The centre of a postcode's area, for addresses whose postcode is known to exist. */
export function coordinatesOf(postcode: string): Coordinates {
  const at = pc4Coordinates(postcode);
  if (!at) throw new Error(`Postcode ${postcode} is not in the gazetteer`);
  return at;
}

let byPlace: Map<string, Coordinates> | null = null;

/** The centre of each place: the mean of its postcode areas in the shipped gazetteer. */
function placeCentres(): Map<string, Coordinates> {
  const sums = new Map<string, { lat: number; lon: number; count: number }>();
  for (const row of pc4Rows()) {
    if (!row.place) continue;
    const key = foldName(row.place);
    const sum = sums.get(key) ?? { lat: 0, lon: 0, count: 0 };
    sums.set(key, { lat: sum.lat + row.lat, lon: sum.lon + row.lon, count: sum.count + 1 });
  }
  return new Map([...sums].map(([key, sum]) => [key, { lat: sum.lat / sum.count, lon: sum.lon / sum.count }]));
}

/**
 * The centre of a four-digit postcode (a full postcode "3511 AB" counts by its digits) or of a
 * place name (the mean of its postcodes); null when the term is neither.
 */
export function locate(term: string): Coordinates | null {
  const postcode = /^\s*(\d{4})\s*(?:[a-z]{2})?\s*$/i.exec(term)?.[1];
  if (postcode) return pc4Coordinates(postcode);
  byPlace ??= placeCentres();
  return byPlace.get(foldName(term)) ?? null;
}
