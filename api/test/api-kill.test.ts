import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ProofOfWorkChallenge } from '@alz/shared/api/proof-of-work';
import { execa, type ResultPromise } from 'execa';
import type { FastifyInstance } from 'fastify';
import getPort from 'get-port';
import { buildApp } from '../src/app';
import { azureApplicationFiles } from '../src/blob/application-files';
import { APPLICATIONS_ACCOUNT, localConnectionString, PICTURES_ACCOUNT } from '../src/blob/local-storage';
import type { Db } from '../src/db/db';
import {
  acknowledgedOf,
  assertNothingLost,
  azureBlobs,
  burstApplication,
  QUICK_OUTBOX,
  sendBurst,
  settleFiles,
} from './applications-support';
import { startAzurite, type Azurite } from './azurite';
import { antiForgery, createTestDb, solveProofOfWorkAtOnce } from './helper';

// Nothing acknowledged is lost when the api itself crashes: the real api process (src/server.ts,
// on PostgreSQL and Azurite) is killed with SIGKILL in the middle of a burst of applications with
// files and started again. Every 200 must have its row and, once the outbox catches up, its
// byte-identical file; no file may be without its row.
const APPLICATIONS = 100;
const KILL_AT = 40;
const databaseUrl = process.env.DATABASE_URL;

describe('applications while the api is killed', { skip: !databaseUrl && 'no PostgreSQL server' }, () => {
  let storage: Azurite | null = null;
  let db: Db;
  let url = '';
  let dispose: () => Promise<void> = async () => undefined;
  let api: ResultPromise | null = null;
  let port = 0;
  let settler: FastifyInstance | null = null;

  const startApi = async () => {
    const child = execa(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        DATABASE_URL: url,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        RATE_LIMIT_MAX: '0',
        BLOB_SEED: 'false',
        LOG_LEVEL: 'warn',
        ALTCHA_HMAC_KEY: 'sleutel-voor-de-kill-test-0123456789',
        AZURE_STORAGE_CONNECTION_STRING: localConnectionString(PICTURES_ACCOUNT, storage!.port),
        APPLICATIONS_STORAGE_CONNECTION_STRING: localConnectionString(APPLICATIONS_ACCOUNT, storage!.port),
      },
      stdio: 'ignore',
      // Its end, the SIGKILL below included, is no error; SIGKILL when it is still there 5 s after a stop's SIGTERM.
      reject: false,
      forceKillAfterDelay: 5000,
    });
    for (let wait = 0; ; wait += 1) {
      assert.ok(wait < 600 && child.exitCode === null, 'the api did not start');
      const up = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    api = child;
  };
  const stopApi = async () => {
    api?.kill();
    await api;
    api = null;
  };

  before(async () => {
    storage = await startAzurite();
    if (!storage) return;
    const testDb = await createTestDb('postgres');
    ({ db, dispose } = testDb);
    url = testDb.url!;
    port = await getPort({ host: '127.0.0.1' });
    await startApi();
  });
  after(async () => {
    await stopApi();
    await settler?.close();
    await db?.close();
    await dispose();
    storage?.stop();
  });

  /** One application as the form sends it, with a solved challenge; the status, or 0 when the connection died. */
  const send = async (n: number): Promise<number> => {
    try {
      const origin = `http://127.0.0.1:${port}`;
      const challenge = await fetch(`${origin}/api/v1/altcha/challenge`, { headers: antiForgery() });
      const proof = solveProofOfWorkAtOnce((await challenge.json()) as ProofOfWorkChallenge);
      const { payload, headers } = burstApplication('kill', n);
      const answer = await fetch(`${origin}/api/v1/forms/vacancy/apply/send`, {
        method: 'POST',
        headers: { ...headers, 'x-altcha': proof ?? '' },
        body: payload,
      });
      return answer.status;
    } catch {
      return 0;
    }
  };

  it('keeps every acknowledged application and its byte-identical file, and no file without its row', async (t) => {
    if (!storage) return t.skip('Azurite did not start');
    const answers = await sendBurst(APPLICATIONS, send, async (first, batch) => {
      if (first !== KILL_AT) return;
      // Killed while this batch is on its way: some are stored and answered, some not.
      await new Promise((resolve) => setTimeout(resolve, 40));
      api!.kill('SIGKILL');
      await batch;
      await startApi();
    });
    const statuses = [...answers.values()];
    assert.deepEqual(
      statuses.filter((status) => status !== 200 && status !== 0),
      [],
      'a 200, or no answer from the killed api',
    );
    const acknowledged = acknowledgedOf(answers);
    t.diagnostic(
      `${APPLICATIONS} sent, ${acknowledged.length} acknowledged, ${statuses.length - acknowledged.length} unanswered`,
    );
    assert.ok(acknowledged.length >= APPLICATIONS - 10);

    // What the killed process had claimed waits out its lease; here it is due at once, and the
    // outbox is run to the end in this process.
    await stopApi();
    const files = azureApplicationFiles(localConnectionString(APPLICATIONS_ACCOUNT, storage.port));
    settler = await buildApp({
      db: { ...db, close: async () => undefined },
      siteUrl: 'http://localhost:3000',
      rateLimitMax: 0,
      applicationFiles: files,
      fileOutbox: QUICK_OUTBOX,
    });
    await db.query('UPDATE application_file_outbox SET due_at = now()');
    await settleFiles(settler);

    await assertNothingLost(
      db,
      'kill',
      acknowledged,
      azureBlobs(localConnectionString(APPLICATIONS_ACCOUNT, storage.port)),
    );
  });
});
