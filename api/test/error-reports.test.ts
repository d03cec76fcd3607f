import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../src/app';
import { envelopeUrl, parseEnvelopeHeader, shouldForward } from '../src/lib/sentry-envelope';
import { antiForgery, BACKENDS, getJson, useApp } from './helper';

const DSN = 'https://abc123@o42.ingest.example.org/4507';
const EVENT_ID = '9ec79c33ec9942ab8353589fcb2e04dc';
const envelope = (header: unknown) =>
  `${JSON.stringify(header)}\n{"type":"event"}\n{"message":"Er ging iets mis","level":"error"}`;

describe('Sentry envelope header', () => {
  it('reads dsn host, project and event id', () => {
    const header = parseEnvelopeHeader(envelope({ dsn: DSN, event_id: EVENT_ID, sent_at: '2026-11-01T09:00:00Z' }));
    assert.deepEqual(header, { dsn: DSN, host: 'o42.ingest.example.org', projectId: '4507', eventId: EVENT_ID });
    assert.equal(envelopeUrl(header), 'https://o42.ingest.example.org/api/4507/envelope/');
    assert.equal(parseEnvelopeHeader(JSON.stringify({ dsn: DSN })).eventId, null);
  });

  it('forwards only our own DSN, and only when switched on', () => {
    assert.equal(shouldForward(DSN, { dsn: DSN, forward: true }), true);
    assert.equal(shouldForward(DSN, { dsn: DSN, forward: false }), false);
    assert.equal(shouldForward(DSN, { dsn: null, forward: true }), false);
    assert.equal(shouldForward('https://k@elders.example.com/4507', { dsn: DSN, forward: true }), false);
  });
});

for (const backend of BACKENDS) {
  describe(`error-report tunnel (${backend})`, () => {
    const context = useApp(backend);
    const post = (payload: string, contentType = 'application/x-sentry-envelope') =>
      getJson<{ id?: number; statusCode?: number; message?: string }>(context.app, {
        method: 'POST',
        url: '/api/v1/error-reports',
        headers: { ...antiForgery(), 'content-type': contentType },
        payload,
      });

    it('stores an envelope and answers its id', async () => {
      const body = envelope({ dsn: DSN, event_id: EVENT_ID });
      const first = await post(body);
      assert.equal(first.status, 200);
      assert.equal(typeof first.body.id, 'number');
      const second = await post(envelope({ dsn: DSN }), 'text/plain;charset=UTF-8');
      assert.equal(second.status, 200);
      assert.ok((second.body.id ?? 0) > (first.body.id ?? 0));

      const { rows } = await context.db.query<Record<string, unknown>>(
        'SELECT event_id, dsn_host, project_id, envelope FROM error_reports WHERE id = $1',
        [first.body.id],
      );
      assert.deepEqual(rows[0], {
        event_id: EVENT_ID,
        dsn_host: 'o42.ingest.example.org',
        project_id: '4507',
        envelope: body,
      });
    });

    it('refuses what is no envelope for a project with 400 JSON', async () => {
      const bad = [
        '',
        'geen json\n{}',
        '[1,2]',
        'null',
        JSON.stringify({ event_id: EVENT_ID }),
        JSON.stringify({ dsn: 'geen url' }),
        JSON.stringify({ dsn: 'https://k@sentry.example.org/project' }),
        JSON.stringify({ dsn: 'ftp://k@sentry.example.org/1' }),
        `${JSON.stringify({ dsn: DSN })}\n\u0000`,
      ];
      for (const payload of bad) {
        const { status, body } = await post(payload);
        assert.equal(status, 400, JSON.stringify(payload));
        assert.equal(body.statusCode, 400);
        assert.equal(typeof body.message, 'string');
      }
    });

    it('refuses other content types with 415 and reports over 64 kB with 413', async () => {
      const json = await post(JSON.stringify({ dsn: DSN }), 'application/json');
      assert.equal(json.status, 415);
      assert.equal(json.body.statusCode, 415);
      const gzip = await getJson<{ statusCode: number }>(context.app, {
        method: 'POST',
        url: '/api/v1/error-reports',
        headers: { ...antiForgery(), 'content-type': 'text/plain', 'content-encoding': 'gzip' },
        payload: JSON.stringify({ dsn: DSN }),
      });
      assert.equal(gzip.status, 415);
      const head = `${JSON.stringify({ dsn: DSN })}\n`;
      const fits = await post(`${head}${'x'.repeat(64 * 1024 - head.length)}`);
      assert.equal(fits.status, 200);
      const big = await post(`${head}${'x'.repeat(64 * 1024 - head.length + 1)}`);
      assert.equal(big.status, 413);
      assert.equal(big.body.statusCode, 413);
      assert.equal(big.body.message, 'Het verzoek is te groot.');
    });

    it('keeps only the newest reports: storing one more drops the oldest', async () => {
      const small = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 0,
        errorReporting: { dsn: null, forward: false, keep: 3 },
      });
      try {
        const ids: number[] = [];
        for (let n = 0; n < 5; n += 1) {
          const response = await small.inject({
            method: 'POST',
            url: '/api/v1/error-reports',
            headers: { ...antiForgery(), 'content-type': 'text/plain' },
            payload: envelope({ dsn: DSN, event_id: `${EVENT_ID.slice(0, 31)}${n}` }),
          });
          ids.push(response.json<{ id: number }>().id);
        }
        const { rows } = await context.db.query<{ id: number }>('SELECT id FROM error_reports ORDER BY id');
        assert.deepEqual(
          rows.map((row) => row.id),
          ids.slice(-3),
        );
      } finally {
        await small.close();
      }
    });

    it('takes ten reports a minute from one visitor; the eleventh gets 429 JSON and is not stored', async () => {
      const limited = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 600,
      });
      try {
        const send = () =>
          limited.inject({
            method: 'POST',
            url: '/api/v1/error-reports',
            headers: { ...antiForgery(), 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.60' },
            payload: envelope({ dsn: DSN }),
          });
        const statuses: number[] = [];
        for (let n = 0; n < 10; n += 1) statuses.push((await send()).statusCode);
        assert.deepEqual(statuses, Array<number>(10).fill(200));
        const stored = (await context.db.query('SELECT id FROM error_reports')).rows.length;
        const refused = await send();
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json<{ code: string }>().code, 'rate-limit');
        assert.equal((await context.db.query('SELECT id FROM error_reports')).rows.length, stored);
      } finally {
        await limited.close();
      }
    });

    it('answers 404 JSON to other methods on the tunnel', async () => {
      const { status, body } = await getJson<{ statusCode: number }>(context.app, '/api/v1/error-reports');
      assert.equal(status, 404);
      assert.equal(body.statusCode, 404);
    });
  });
}
