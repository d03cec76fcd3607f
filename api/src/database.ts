// The api's database as the bench builds it (`@alz/api/database`, a public entry beside
// testing.ts): the two implementations, the migrations, the seed and its scale content.
export { loadConfig } from './config';
export type { Db } from './db/db';
export { migrate } from './db/migrate';
export { createPgliteDb } from './db/pglite-db';
export { createPostgresDb, runStatement } from './db/postgres-db';
export { addScaleContent, scaleCounts } from './seed/scale';
export { seedDatabase } from './seed/seed';
