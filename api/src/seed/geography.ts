import { REGIONS } from './content/region-list';
import { regionNid } from './content/regions';
import { haversineKm, pc4Coordinates, pc4Rows, type Pc4Row } from '../geo/pc4';
import { foldName } from '../lib/fold-name';

export interface GazetteerRow {
  postcode: string;
  place: string;
  alternatives: string;
  municipality: string | null;
  province: string;
  lat: number;
  lon: number;
}

/** A name a visitor may type (place, other spelling or municipality), folded, with its centre. */
export interface PlaceNameRow {
  name: string;
  label: string;
  municipality: string | null;
  lat: number;
  lon: number;
  /** Number of postcode areas behind the name: the bigger place wins when names collide. */
  weight: number;
}

export interface MunicipalityRegionRow {
  municipality: string;
  folded: string;
  region_nid: number;
  lat: number | null;
  lon: number | null;
}

export interface Geography {
  gazetteer: GazetteerRow[];
  placeNames: PlaceNameRow[];
  municipalityRegions: MunicipalityRegionRow[];
}

interface Centre {
  label: string;
  municipality: string | null;
  lat: number;
  lon: number;
  weight: number;
}

function addTo(centres: Map<string, Centre>, key: string, label: string, row: Pc4Row) {
  const centre = centres.get(key) ?? { label, municipality: row.municipality || null, lat: 0, lon: 0, weight: 0 };
  centres.set(key, { ...centre, lat: centre.lat + row.lat, lon: centre.lon + row.lon, weight: centre.weight + 1 });
}

const average = (centre: Centre) => ({ ...centre, lat: centre.lat / centre.weight, lon: centre.lon / centre.weight });

function placeNames(rows: Pc4Row[]): PlaceNameRow[] {
  const centres = new Map<string, Centre>();
  for (const row of rows) {
    const names = [row.place, ...row.alternatives, ...(row.municipality ? [row.municipality] : [])];
    for (const name of new Set(names.map(foldName))) addTo(centres, `${name}|${row.municipality}`, row.place, row);
  }
  return [...centres].map(([key, centre]) => ({ name: key.split('|')[0]!, ...average(centre) }));
}

/**
 * Every municipality belongs to exactly one region: the one that lists it (region-list.ts), else
 * the region whose office is nearest to the municipality's centre.
 */
function municipalityRegions(rows: Pc4Row[]): MunicipalityRegionRow[] {
  const offices = REGIONS.map(([, , pc4], index) => ({ nid: regionNid(index), at: pc4Coordinates(pc4) }));
  const listed = new Map<string, { name: string; nid: number }>();
  REGIONS.forEach(([, , , , municipalities], index) => {
    for (const name of municipalities) listed.set(foldName(name), { name, nid: regionNid(index) });
  });
  const centres = new Map<string, Centre>();
  for (const row of rows) if (row.municipality) addTo(centres, foldName(row.municipality), row.municipality, row);
  const result = [...centres].map(([folded, sum]) => {
    const centre = average(sum);
    const nearest = offices
      .filter((office) => office.at !== null)
      .reduce((best, office) => (haversineKm(centre, office.at!) < haversineKm(centre, best.at!) ? office : best));
    const region_nid = listed.get(folded)?.nid ?? nearest.nid;
    return { municipality: centre.label, folded, region_nid, lat: centre.lat, lon: centre.lon };
  });
  // Municipalities formed after the gazetteer's year have no postcodes of their own in it.
  const unknown = [...listed].filter(([folded]) => !centres.has(folded));
  return [
    ...result,
    ...unknown.map(([folded, { name, nid }]) => ({
      municipality: name,
      folded,
      region_nid: nid,
      lat: null,
      lon: null,
    })),
  ];
}

/** The gazetteer tables of migration 005, computed from the shipped PC4 file. */
export function buildGeography(): Geography {
  const rows = pc4Rows();
  return {
    gazetteer: rows.map((row) => ({
      postcode: row.postcode,
      place: row.place,
      alternatives: row.alternatives.join(';'),
      municipality: row.municipality || null,
      province: row.province,
      lat: row.lat,
      lon: row.lon,
    })),
    placeNames: placeNames(rows),
    municipalityRegions: municipalityRegions(rows),
  };
}
