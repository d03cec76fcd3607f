// Single-request times of the api's public reads at scale, without load:
//   node --import tsx test/time-calls.ts <pglite dir> [scale, default 20000]
// The first run seeds the directory (the normal seed plus scaleCounts(scale)), which takes
// minutes; later runs migrate it and measure, so one data set serves before and after a change.
// Not a test: the numbers depend on the machine. The plans are checked in api-plans.test.ts.
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createPgliteDb } from '../src/db/pglite-db';
import { addScaleContent, scaleCounts } from '../src/seed/scale';
import { seedDatabase } from '../src/seed/seed';
import { API_PLAN_CALLS } from './api-calls';

const [dir, scaleArg = '20000'] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: node --import tsx test/time-calls.ts <pglite dir> [scale]');
  process.exit(2);
}
const ROUNDS = 25;

const db = await createPgliteDb(dir);
await migrate(db);
const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM nodes');
if ((rows[0]?.n ?? 0) < 1000) {
  await seedDatabase(db);
  await addScaleContent(db, scaleCounts(Number(scaleArg)));
}
const app = await buildApp({ db, siteUrl: 'http://localhost:3000', rateLimitMax: 0 });
const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM nodes')).rows[0]?.n;
console.log(`${total} nodes`);
for (const url of API_PLAN_CALLS) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    const started = performance.now();
    const response = await app.inject(url);
    if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}`);
    // The first rounds warm caches and prepare the statement.
    if (round >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${median.toFixed(1).padStart(7)} ms  ${url}`);
}
// Closing the app closes the database too.
await app.close();
