import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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

    it('refuses other content types with 415 and bodies over 200 KB with 413', async () => {
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
      const big = await post(`${JSON.stringify({ dsn: DSN })}\n${'x'.repeat(205 * 1024)}`);
      assert.equal(big.status, 413);
      assert.equal(big.body.statusCode, 413);
      assert.equal(big.body.message, 'Het verzoek is te groot.');
    });

    it('answers 404 JSON to other methods on the tunnel', async () => {
      const { status, body } = await getJson<{ statusCode: number }>(context.app, '/api/v1/error-reports');
      assert.equal(status, 404);
      assert.equal(body.statusCode, 404);
    });
  });
}
