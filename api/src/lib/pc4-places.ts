import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Coordinates {
  lat: number;
  lon: number;
}

const here = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
// The data set ships with the api (api/data/nl-pc4, MIT licence; see the README).
const CANDIDATES = [join(here, '../../data/nl-pc4/4pp.csv')];

interface Places {
  byPostcode: Map<string, Coordinates>;
  byPlace: Map<string, Coordinates>;
}

let cache: Places | null = null;

/** Lower case without accents or punctuation, so "Den Haag" and "den-haag" are the same place. */
export const foldPlace = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Splits one CSV line; a quoted field may hold commas but no quotes of its own. */
function splitLine(line: string): string[] {
  const fields: string[] = [];
  let rest = line;
  while (rest !== '') {
    const quoted = rest.startsWith('"');
    const end = quoted ? rest.indexOf('"', 1) + 1 : rest.indexOf(',');
    const field = end <= 0 ? rest : rest.slice(0, end);
    fields.push(quoted ? field.slice(1, -1) : field);
    rest = end <= 0 ? '' : rest.slice(end + 1);
  }
  return fields;
}

function load(): Places {
  const file = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`PC4 coordinates not found; looked in ${CANDIDATES.join(', ')}`);
  const byPostcode = new Map<string, Coordinates>();
  const sums = new Map<string, { lat: number; lon: number; count: number }>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [, postcode, place, , , , , lat, lon] = splitLine(line.trim());
    const coordinates = { lat: Number(lat), lon: Number(lon) };
    if (!postcode || !place || !Number.isFinite(coordinates.lat) || !Number.isFinite(coordinates.lon)) continue;
    byPostcode.set(postcode, coordinates);
    const key = foldPlace(place);
    const sum = sums.get(key) ?? { lat: 0, lon: 0, count: 0 };
    sums.set(key, { lat: sum.lat + coordinates.lat, lon: sum.lon + coordinates.lon, count: sum.count + 1 });
  }
  const byPlace = new Map([...sums].map(([key, sum]) => [key, { lat: sum.lat / sum.count, lon: sum.lon / sum.count }]));
  return { byPostcode, byPlace };
}

/**
 * The centre of a four-digit postcode (a full postcode "3511 AB" counts by its digits) or of a
 * place name (the mean of its postcodes); null when the term is neither.
 */
export function locate(term: string): Coordinates | null {
  cache ??= load();
  const postcode = /^\s*(\d{4})\s*(?:[a-z]{2})?\s*$/i.exec(term)?.[1];
  if (postcode) return cache.byPostcode.get(postcode) ?? null;
  return cache.byPlace.get(foldPlace(term)) ?? null;
}
