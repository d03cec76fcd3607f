import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pgCtl } from '../../tools/postgres-server';
import {
  acknowledgedOf,
  assertNothingLost,
  burstApplication,
  memoryBlobs,
  sendBurst,
  settleFiles,
  useFormsApp,
} from './applications-support';
import { getJson, useApp } from './helper';

// The database server restarts under the running api (an upgrade, a fail-over). The
// api must come back by itself, without being restarted. Only `npm test` starts a server it may
// restart (tools/postgres-server.ts); without one this suite is skipped.
const restartable = Boolean(process.env.DATABASE_URL && process.env.ALZ_TEST_PG_DIR);

describe('the api after a PostgreSQL restart', { skip: !restartable && 'no restartable PostgreSQL server' }, () => {
  const context = useApp('postgres');

  it('answers again without being restarted, and only ever with 200 or a JSON 503 meanwhile', async () => {
    const page = '/api/drupal/dementie/wat-is-dementie';
    assert.equal((await getJson(context.app, page)).status, 200);

    pgCtl(process.env, 'restart');

    const seen: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await context.app.inject(page);
      seen.push(response.statusCode);
      if (response.statusCode === 200) break;
      assert.equal(response.statusCode, 503, `attempt ${attempt} answered ${response.statusCode}`);
      assert.equal(typeof response.json().message, 'string');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(seen.at(-1), 200, `no recovery: ${seen.join(', ')}`);
    // Site search runs in a transaction (search-config); its connection is replaced all the same.
    for (const url of ['/api/v1/es/search?query=dementie', '/api/v1/es/suggest?query=demne']) {
      assert.equal((await context.app.inject(url)).statusCode, 200, url);
    }
    // And the health check says the database is back.
    assert.deepEqual((await getJson(context.app, '/health')).body, { status: 'ok', database: 'postgres' });
  });
});

describe('applications while PostgreSQL restarts', { skip: !restartable && 'no restartable PostgreSQL server' }, () => {
  const forms = useFormsApp('postgres');
  const APPLICATIONS = 200;
  const RESTART_AFTER = 40;

  it('answers 200 only for what it stored: each has its row and, once the outbox catches up, its file', async (t) => {
    const send = (n: number) =>
      forms.app
        .inject({ method: 'POST', url: '/api/v1/forms/vacancy/apply/send', ...burstApplication('herstart', n) })
        .then((response) => response.statusCode);
    const answers = await sendBurst(APPLICATIONS, send, async (first) => {
      // The restart lands while this batch is in flight: some are committed, some not yet.
      if (first !== RESTART_AFTER) return;
      await new Promise((resolve) => setTimeout(resolve, 15));
      pgCtl(process.env, 'restart');
    });
    assert.deepEqual(
      [...answers.values()].filter((status) => status !== 200 && status !== 503),
      [],
      'only 200, or 503 while the database was away',
    );
    const acknowledged = acknowledgedOf(answers);
    assert.ok(acknowledged.length >= APPLICATIONS - 30, `${acknowledged.length} of ${APPLICATIONS} acknowledged`);
    t.diagnostic(`${APPLICATIONS} sent, ${acknowledged.length} acknowledged, the rest 503 during the restart`);

    await settleFiles(forms.app);
    // A file in blob storage always has its row (a refused one may still have been committed).
    await assertNothingLost(forms.db, 'herstart', acknowledged, memoryBlobs(forms.files));
  });
});
