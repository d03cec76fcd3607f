// The scale-up seed: many more nodes on top of the normal seed, for measuring the api at the size
// of the real site (the search bench and the api bench at scale). Deterministic: the same counts
// and reference day give the same rows on every machine, and each kind has its own random
// stream, so the first 300 pages are the same whether 300 or 20,000 are asked for.
import type { Db, Queryable } from '../db/db';
import { pc4Rows, type Pc4Row } from '../geo/pc4';
import { foldName } from '../lib/fold-name';
import type { NodeRow } from '../types/wire';
import { referenceDayOf, withReferenceDay } from './dates';
import { generateSeedContent, type SeedOptions } from './generate';
import { INSERT_NODES } from './seed';
import { Random } from './random';
import { scaleNews, scalePage, type ScaleContext, type ScaleRegion } from './scale-nodes';
import { scaleActivity, scaleLocation, scaleVacancy } from './scale-regional-nodes';

export interface ScaleCounts {
  pages: number;
  /** News items; a quarter of them regional. */
  news: number;
  locations: number;
  activities: number;
  vacancies: number;
}

/**
 * Every kind has a range of a million node ids, far above the normal seed's (below 10,000).
 * Aliases end in the node id, so they never meet a seeded alias either.
 */
export const SCALE_NID_BASE = 1_000_000;
const RANGE = 1_000_000;
const KINDS = ['pages', 'news', 'locations', 'activities', 'vacancies'] as const;
const SEED = 20261916;
// Rows per INSERT: one JSON document of a few megabytes, as seed.ts sends its tables.
const BATCH = 1000;

/**
 * The counts of `--scale n`: n pages and news together (three pages to two news items), and the
 * rest in proportion, e.g. 10,000 activities, 3,000 vacancies and 500 locations at 20,000.
 */
export function scaleCounts(n: number): ScaleCounts {
  const pages = Math.round(n * 0.6);
  return {
    pages,
    news: n - pages,
    locations: Math.round(n / 40),
    activities: Math.round(n / 2),
    vacancies: Math.round(n * 0.15),
  };
}

let cachedContext: ScaleContext | null = null;

/**
 * The regions of the normal seed, with the postcode areas of their municipalities. Built once
 * per process: what it reads of a region (names, addresses, municipalities) has no dates.
 */
function scaleContext(options: SeedOptions): ScaleContext {
  cachedContext ??= buildScaleContext(options);
  return cachedContext;
}

function buildScaleContext(options: SeedOptions): ScaleContext {
  const places = pc4Rows();
  const byMunicipality = new Map<string, Pc4Row[]>();
  for (const row of places) {
    const key = foldName(row.municipality);
    const rows = byMunicipality.get(key) ?? [];
    rows.push(row);
    byMunicipality.set(key, rows);
  }
  const regions = generateSeedContent(options)
    .nodes.filter((node) => node.type === 'regio')
    .map((node): ScaleRegion => {
      const data = node.data as { field_address?: Record<string, string>; field_email?: string };
      const municipalities = (node.data.field_municipalities as string[] | undefined) ?? [];
      const address = data.field_address ?? {};
      const own = municipalities.flatMap((name) => byMunicipality.get(foldName(name)) ?? []);
      const locality = foldName(address.locality ?? '');
      return {
        nid: node.nid,
        title: node.title,
        alias: node.alias,
        reference: {
          id: node.nid,
          title: node.title,
          path: node.alias,
          email: data.field_email ?? null,
          address: {
            address_line1: address.address_line1 ?? '',
            postal_code: address.postal_code ?? '',
            locality: address.locality ?? '',
          },
        },
        // Municipalities merged after the gazetteer's year are missing from it: use the office's place.
        places: own.length > 0 ? own : places.filter((row) => foldName(row.place) === locality),
      };
    });
  return { regions, places };
}

function* kindNodes(kind: (typeof KINDS)[number], count: number, context: ScaleContext): Generator<NodeRow> {
  const index = KINDS.indexOf(kind);
  const random = new Random(SEED + index);
  const base = SCALE_NID_BASE + index * RANGE;
  for (let i = 0; i < count; i += 1) {
    const nid = base + i;
    if (kind === 'pages') yield scalePage(random, nid, context);
    else if (kind === 'news') yield scaleNews(random, nid, context, i % 4 === 3);
    else if (kind === 'locations') yield scaleLocation(random, nid, context);
    else if (kind === 'activities') yield scaleActivity(random, nid, context);
    else yield scaleVacancy(random, nid, context);
  }
}

function checkCounts(counts: ScaleCounts): void {
  for (const kind of KINDS) {
    const count = counts[kind];
    if (!Number.isInteger(count) || count < 0 || count >= RANGE) {
      throw new RangeError(`Scale count of ${kind} must be a whole number from 0 to ${RANGE - 1}, not ${count}.`);
    }
  }
}

/** The scale nodes, `BATCH` at a time, so a large scale never sits in memory all at once. */
function* scaleBatches(counts: ScaleCounts, options: SeedOptions): Generator<NodeRow[]> {
  checkCounts(counts);
  const day = options.referenceDay ?? referenceDayOf(new Date());
  const context = scaleContext(options);
  for (const kind of KINDS) {
    const nodes = kindNodes(kind, counts[kind], context);
    for (;;) {
      // Seed dates are only known inside withReferenceDay, so each batch is built within it.
      const batch = withReferenceDay(day, () => {
        const taken: NodeRow[] = [];
        while (taken.length < BATCH) {
          const next = nodes.next();
          if (next.done) break;
          taken.push(next.value);
        }
        return taken;
      });
      if (batch.length === 0) break;
      yield batch;
    }
  }
}

/** All scale nodes at once; pure for given counts and reference day. */
export function generateScaleContent(counts: ScaleCounts, options: SeedOptions = {}): NodeRow[] {
  return [...scaleBatches(counts, options)].flat();
}

async function removeScaleRows(tx: Queryable): Promise<void> {
  // Revisions go with their nodes (ON DELETE CASCADE).
  await tx.query('DELETE FROM nodes WHERE nid >= $1', [SCALE_NID_BASE]);
}

/** Removes the scale content; the normal seed's content stays. */
export async function removeScaleContent(db: Db): Promise<void> {
  await db.transaction(removeScaleRows);
}

/**
 * Writes the scale content next to the normal seed's, replacing scale content written before, so
 * running it twice leaves the same rows. Answers how many nodes it wrote.
 */
export async function addScaleContent(db: Db, counts: ScaleCounts, options: SeedOptions = {}): Promise<number> {
  let written = 0;
  await db.transaction(async (tx) => {
    await removeScaleRows(tx);
    for (const nodes of scaleBatches(counts, options)) {
      await tx.query(INSERT_NODES, [JSON.stringify(nodes)]);
      written += nodes.length;
    }
    // Every node's current revision is its stored document (seed.ts).
    await tx.query('INSERT INTO node_revisions (nid, vid, data) SELECT nid, vid, data FROM nodes WHERE nid >= $1', [
      SCALE_NID_BASE,
    ]);
  });
  // What autovacuum would do soon after a bulk load on a real server: fresh planner statistics,
  // the search indexes' pending entries merged and the visibility maps set, so queries meet the
  // tables as they settle. The search tables are written by triggers on nodes (migrations 008, 009, 013).
  await db.exec(
    'VACUUM ANALYZE nodes, search_documents, search_titles, search_title_tails, search_words, search_lexemes, search_title_postings',
  );
  return written;
}
