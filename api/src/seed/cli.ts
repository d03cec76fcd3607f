import { loadConfigOrExit } from '../config';
import { createDb } from '../db/create-db';
import { dropAllTables, migrate } from '../db/migrate';
import { seedDatabase, seedIfEmpty } from './seed';

// Usage: npm run seed -w api [-- --reset]
const reset = process.argv.includes('--reset');

const config = loadConfigOrExit();

const db = await createDb(config);
try {
  if (reset) await dropAllTables(db);
  const applied = await migrate(db);
  console.info(`${db.kind}: applied migrations: ${applied.join(', ') || 'none'}`);
  const seeded = reset ? await seedDatabase(db) : await seedIfEmpty(db);
  console.info(
    seeded
      ? `${db.kind}: seeded ${seeded.nodes} nodes and ${seeded.menuItems} menu items`
      : `${db.kind}: database already has content; nothing seeded (use --reset to start over)`,
  );
} finally {
  await db.close();
}
