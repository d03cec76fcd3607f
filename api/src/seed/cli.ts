import { loadConfigOrExit } from '../config';
import { createDb } from '../db/create-db';
import { dropAllTables, migrate } from '../db/migrate';
import { seedDatabase, seedIfEmpty } from './seed';

// Usage: [SEED_REFERENCE_DATE=YYYY-MM-DD] npm run seed -w api [-- --reset]
const reset = process.argv.includes('--reset');

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
} finally {
  await db.close();
}
