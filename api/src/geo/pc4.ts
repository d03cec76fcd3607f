import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One four-digit postcode area of the shipped gazetteer (api/data/nl-pc4, MIT, bobdenotter/4pp). */
export interface Pc4Row {
  postcode: string;
  place: string;
  /** Other spellings of the place, e.g. "'s-Gravenhage" for Den Haag. */
  alternatives: string[];
  /** Empty for the few areas the source left without a municipality. */
  municipality: string;
  province: string;
  lat: number;
  lon: number;
}

const here = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
const CSV_FILE = join(here, '../../data/nl-pc4/4pp.csv');

/** Splits one CSV line; quoted fields may hold commas and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

export function parsePc4Csv(text: string): Pc4Row[] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, postcode = '', place = '', alternatives = '', municipality = '', province = '', , lat, lon] =
        splitCsvLine(line);
      return {
        postcode,
        place,
        alternatives: alternatives.split(';').filter((name) => name.trim() !== ''),
        municipality,
        province,
        lat: Number(lat),
        lon: Number(lon),
      };
    })
    .filter((row) => /^\d{4}$/.test(row.postcode) && Number.isFinite(row.lat) && Number.isFinite(row.lon));
}

let cache: Pc4Row[] | null = null;

/** The gazetteer rows, read once per process from the file that ships with the api. */
export function pc4Rows(): Pc4Row[] {
  cache ??= parsePc4Csv(readFileSync(CSV_FILE, 'utf8'));
  return cache;
}

let byPostcode: Map<string, Pc4Row> | null = null;

/** Coordinates of the four-digit part of a postcode ("3811 AB" -> area 3811), or null. */
export function pc4Coordinates(postcode: string): { lat: number; lon: number } | null {
  byPostcode ??= new Map(pc4Rows().map((row) => [row.postcode, row]));
  const row = byPostcode.get(postcode.slice(0, 4));
  return row ? { lat: row.lat, lon: row.lon } : null;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km; the SQL of the activities repository uses the same formula. */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
