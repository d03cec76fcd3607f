import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createDb } from '../db/create-db';
import { dropAllTables, migrate } from '../db/migrate';
import { addScaleContent, scaleCounts } from './scale';
import { seedDatabase, seedIfEmpty } from './seed';

// Usage: [SEED_REFERENCE_DATE=YYYY-MM-DD] npm run seed -w api [-- [--reset] [--scale N]]
//
// The database is PGLITE_DIR (default api/data/pglite), or the server of DATABASE_URL.
// --reset   drops every table first and seeds afresh.
// --scale N adds N pages and news items (3:2) to the seed, with N/2 activities, 3N/20 vacancies
//           and N/40 locations, e.g. 33,500 nodes at N=20000 (api/src/seed/scale.ts); it replaces
//           scale content written before, so the same N always leaves the same rows.
const USAGE = 'Usage: npm run seed -w api [-- [--reset] [--scale N]]';

function readArgs() {
  try {
    const { values } = parseArgs({ options: { reset: { type: 'boolean' }, scale: { type: 'string' } } });
    const scale = values.scale === undefined ? 0 : Number(values.scale);
    if (!Number.isInteger(scale) || scale < 0 || scale > 1_000_000) {
      throw new Error(`--scale takes a whole number from 0 to 1000000, not "${values.scale}".`);
    }
    return { reset: values.reset ?? false, scale };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
}

const { reset, scale } = readArgs();
const config = loadConfigOrExit();
const options = { referenceDay: config.seedReferenceDay };

const db = await createDb(config);
try {
  if (reset) await dropAllTables(db);
  const applied = await migrate(db);
  console.info(`${db.kind}: applied migrations: ${applied.join(', ') || 'none'}`);
  const seeded = reset ? await seedDatabase(db, options) : await seedIfEmpty(db, options);
  console.info(
    seeded
      ? `${db.kind}: seeded ${seeded.nodes} nodes and ${seeded.menuItems} menu items`
      : `${db.kind}: database already has content; nothing seeded (use --reset to start over)`,
  );
  if (scale > 0) {
    const started = Date.now();
    const written = await addScaleContent(db, scaleCounts(scale), options);
    console.info(`${db.kind}: added ${written} scale nodes in ${Math.round((Date.now() - started) / 1000)} s`);
  }
} finally {
  await db.close();
}
