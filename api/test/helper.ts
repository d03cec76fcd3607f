import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before } from 'node:test';
import { proofOfWorkAnswer, solveProofOfWork, type ProofOfWorkChallenge } from '@alz/shared/api/proof-of-work';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPgliteDb } from '../src/db/pglite-db';
import { createPostgresDb, runStatement } from '../src/db/postgres-db';
import { seedDatabase } from '../src/seed/seed';
import { freshClusterDump } from './pglite-template';

export type Backend = 'pglite' | 'postgres';

const databaseUrl = process.env.DATABASE_URL;

/** Every suite runs on embedded PGlite, and also on a real server when DATABASE_URL is set. */
export const BACKENDS: Backend[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

interface TestDb {
  db: Db;
  /** On PostgreSQL: a connection string confined to the run's schema, for an api process of its own. */
  url?: string;
  /** Removes what the run left behind; call after the db is closed. */
  dispose(): Promise<void>;
}

// The migrations' extensions (005 pg_trgm, 008 unaccent), in `public`, which every test schema's
// search_path ends with. Left to the migrations, each lands in the first schema to ask and goes
// with it when that schema is dropped, while a test file running beside it looks in vain for
// `gin_trgm_ops` (seen with two files at a time).
let extensions: Promise<void> | undefined;
function sharedExtensions(url: string): Promise<void> {
  extensions ??= (async () => {
    for (const name of ['pg_trgm', 'unaccent']) {
      try {
        await runStatement(url, `CREATE EXTENSION IF NOT EXISTS ${name} SCHEMA public`);
      } catch (error) {
        // Another test process created it at the same moment (unique_violation, duplicate_object).
        const code = (error as { code?: string }).code;
        if (code !== '23505' && code !== '42710') throw error;
      }
    }
  })();
  return extensions;
}

/** An empty database: in memory, or a throw-away schema on the real server. */
export async function createTestDb(backend: Backend): Promise<TestDb> {
  if (backend === 'pglite' || !databaseUrl) {
    const db = await createPgliteDb('memory', { loadDataDir: await freshClusterDump() });
    return { db, dispose: async () => undefined };
  }
  await sharedExtensions(databaseUrl);
  const schema = `api_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await runStatement(databaseUrl, `CREATE SCHEMA ${schema}`);
  const options = `options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  return {
    db: createPostgresDb(databaseUrl, { schema }),
    url: `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}${options}`,
    dispose: () => runStatement(databaseUrl, `DROP SCHEMA ${schema} CASCADE`),
  };
}

export interface AppContext {
  app: FastifyInstance;
  db: Db;
}

/** One migrated, seeded app per suite (built in `before`), since starting PGlite takes seconds. */
export function useApp(backend: Backend): AppContext {
  const context = {} as AppContext;
  let dispose: () => Promise<void> = async () => undefined;
  before(async () => {
    const testDb = await createTestDb(backend);
    dispose = testDb.dispose;
    await migrate(testDb.db);
    await seedDatabase(testDb.db);
    context.db = testDb.db;
    context.app = await buildApp({ db: testDb.db, siteUrl: 'http://localhost:3000', rateLimitMax: 0 });
  });
  after(async () => {
    await context.app?.close();
    await dispose();
  });
  return context;
}

export async function getJson<T = unknown>(app: FastifyInstance, options: InjectOptions | string) {
  const response = await app.inject(options);
  return { status: response.statusCode, headers: response.headers, body: response.json() as T };
}

/** The origin of the site in every test app (siteUrl above). */
export const SITE_ORIGIN = 'http://localhost:3000';
const TEST_TOKEN = 'dGVzdC10b2tlbi12b29yLWRlLWFwaQ';

/**
 * The headers a page of the site sends with every write: the anti-forgery cookie and
 * the same token in the header, and what a browser says about a same-origin fetch.
 */
export function antiForgery(token = TEST_TOKEN): Record<string, string> {
  return {
    cookie: `__RequestVerificationToken=${token}`,
    requestverificationtoken: token,
    origin: SITE_ORIGIN,
    'sec-fetch-site': 'same-origin',
  };
}

/** A solved proof-of-work challenge of `app`, as the form's browser sends it (x-altcha). */
export async function solvedProofOfWork(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/api/v1/altcha/challenge', headers: antiForgery() });
  assert.equal(response.statusCode, 200, response.body);
  const proof = await solveProofOfWork(response.json<ProofOfWorkChallenge>());
  assert.ok(proof, 'the challenge could not be solved');
  return proof;
}

/**
 * The answer to a challenge found with node:crypto's synchronous hash: the same answer the
 * browser's solver finds (altcha-lib, one crypto.subtle digest per number), fifty times faster
 * in Node, for tests that send a burst of forms rather than test the solver.
 */
export function solveProofOfWorkAtOnce(challenge: ProofOfWorkChallenge): string | null {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const digest = createHash(algorithm)
      .update(challenge.salt + number)
      .digest('hex');
    if (digest === challenge.challenge) return proofOfWorkAnswer(challenge, number);
  }
  return null;
}

/** A visitor's address as the site's proxy (on loopback, trusted) passes it on. */
export const viaProxy = (address: string): Partial<InjectOptions> => ({
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': address },
});

/** A national newsletter sign-up as the site's page sends it, with a solved challenge if given. */
export const newsletterSignUp = (app: FastifyInstance, from: Partial<InjectOptions>, body: object, proof?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/forms/newsletter/send',
    ...from,
    headers: {
      ...antiForgery(),
      'content-type': 'application/json',
      ...(proof ? { 'x-altcha': proof } : {}),
      ...from.headers,
    },
    payload: body,
  });
