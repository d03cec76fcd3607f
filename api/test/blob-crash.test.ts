import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { azureApplicationFiles } from '../src/blob/application-files';
import { APPLICATIONS_ACCOUNT, localConnectionString } from '../src/blob/local-storage';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { acknowledgedOf, assertNothingLost, azureBlobs, burstApplication, sendBurst } from './applications-support';
import { startAzurite, type Azurite } from './azurite';
import { createTestDb } from './helper';

// Nothing acknowledged is lost when blob storage crashes: Azurite is killed (SIGKILL) in the
// middle of a burst of applications with files, then started again on the same data. Azurite
// keeps its index in memory and writes it every 5 s, so it forgets files it had acknowledged;
// the api's outbox (plugins/app/file-outbox.ts) must notice and upload them again.
const APPLICATIONS = 200;
const KILL_AFTER = 20;

describe('applications while blob storage crashes', () => {
  let storage: Azurite | null = null;
  let location = '';
  let app: FastifyInstance;
  let db: Db;
  let dispose: () => Promise<void> = async () => undefined;

  before(async () => {
    location = await mkdtemp(path.join(tmpdir(), 'alz-azurite-crash-'));
    storage = await startAzurite({ location });
    const testDb = await createTestDb('pglite');
    ({ db, dispose } = testDb);
    await migrate(db);
    await seedDatabase(db);
    app = await buildApp({
      db,
      siteUrl: 'http://localhost:3000',
      rateLimitMax: 0,
      applicationFiles: azureApplicationFiles(localConnectionString(APPLICATIONS_ACCOUNT, storage?.port)),
      // Checked after longer than Azurite's 5 s between index writes, as in production.
      fileOutbox: { pollMs: 200, checkAfterMs: 6_000, maxBackoffMs: 1_000 },
    });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await dispose();
    storage?.stop();
    await rm(location, { recursive: true, force: true });
  });

  it('keeps every acknowledged application and its byte-identical file, and no file without its row', async (t) => {
    if (!storage) return t.skip('Azurite did not start');
    const blobs = azureBlobs(localConnectionString(APPLICATIONS_ACCOUNT, storage.port));
    const send = (n: number) =>
      app
        .inject({ method: 'POST', url: '/api/v1/forms/vacancy/apply/send', ...burstApplication('crash', n) })
        .then((response) => response.statusCode);
    let uploadedBeforeKill = 0;
    const answers = await sendBurst(APPLICATIONS, send, async (first, batch) => {
      await batch;
      if (first + 10 === KILL_AFTER) {
        // The crash comes a second after uploads were acknowledged and checked once, long
        // before Azurite's next index write.
        for (let wait = 0; wait < 250 && uploadedBeforeKill < 5; wait += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          uploadedBeforeKill = (await blobs.names()).length;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await storage!.kill();
      }
      if (first + 10 === KILL_AFTER + 60) {
        await storage!.restart();
        // Usually fewer than before the crash (it depends on when Azurite last wrote its index).
        t.diagnostic(
          `blob storage had ${uploadedBeforeKill} files before the crash, ${(await blobs.names()).length} after`,
        );
      }
    });
    assert.ok(uploadedBeforeKill > 0, 'the crash came after the first uploads');
    // Blob storage is not needed for the answer: every application was accepted.
    assert.deepEqual(
      [...answers.values()].filter((status) => status !== 200),
      [],
    );

    for (let wait = 0; (await app.fileOutbox.pending()) > 0; wait += 1) {
      assert.ok(wait < 600, `the outbox still holds ${await app.fileOutbox.pending()} files after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await assertNothingLost(db, 'crash', acknowledgedOf(answers), blobs);
  });
});
