import { pc4Coordinates, pc4Rows } from '../seed/geo/pc4';

export interface Coordinates {
  lat: number;
  lon: number;
}

let byPlace: Map<string, Coordinates> | null = null;

/** Lower case without accents or punctuation, so "Den Haag" and "den-haag" are the same place. */
export const foldPlace = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The centre of each place: the mean of its postcode areas in the shipped gazetteer. */
function placeCentres(): Map<string, Coordinates> {
  const sums = new Map<string, { lat: number; lon: number; count: number }>();
  for (const row of pc4Rows()) {
    if (!row.place) continue;
    const key = foldPlace(row.place);
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
  return byPlace.get(foldPlace(term)) ?? null;
}
