import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { solveProofOfWork, type ProofOfWorkChallenge } from '@alz/shared/api/proof-of-work';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import {
  antiForgery,
  BACKENDS,
  newsletterSignUp,
  solvedProofOfWork,
  solveProofOfWorkAtOnce,
  useApp,
  viaProxy,
} from './helper';

const DSN = 'https://abc123@o42.ingest.example.org/4507';
const HMAC_KEY = 'proef-sleutel-voor-altcha-0123456789';
const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'U heeft te veel verzoeken gestuurd. Probeer het over een minuut opnieuw.',
  code: 'rate-limit',
};

function assertRefused(response: LightMyRequestResponse, body: object) {
  assert.equal(response.statusCode, 429, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  assert.ok(Number(response.headers['retry-after']) > 0, 'Retry-After');
  assert.deepEqual(response.json(), body);
}

for (const backend of BACKENDS) {
  describe(`rate limits (${backend})`, () => {
    const context = useApp(backend);
    const apps: FastifyInstance[] = [];
    const limitedApp = async (options: Partial<AppOptions> = {}) => {
      const app = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 600,
        ...options,
      });
      apps.push(app);
      return app;
    };
    after(() => Promise.all(apps.map((app) => app.close())));

    const report = (
      app: FastifyInstance,
      from: Partial<InjectOptions>,
      headers: Record<string, string> = antiForgery(),
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/error-reports',
        payload: `${JSON.stringify({ dsn: DSN })}\n{"type":"event"}\n{}`,
        ...from,
        headers: { ...headers, 'content-type': 'text/plain', ...from.headers },
      });
    const read = (app: FastifyInstance, from: Partial<InjectOptions>) => app.inject({ url: '/health', ...from });

    describe('with the defaults: 600 reads and 10 writes a minute per address', () => {
      let app: FastifyInstance;
      before(async () => {
        app = await limitedApp();
      });

      it('gives each visitor address its own quota, as the trusted proxy names it', async () => {
        for (let n = 0; n < 10; n += 1) assert.equal((await report(app, viaProxy('198.51.100.1'))).statusCode, 200);
        assertRefused(await report(app, viaProxy('198.51.100.1')), TOO_MANY);
        assert.equal((await report(app, viaProxy('198.51.100.2'))).statusCode, 200);
        assert.equal((await report(app, viaProxy('2001:db8:1:2::9'))).statusCode, 200);
      });

      it('ignores X-Forwarded-For from an address it does not trust: made-up addresses share one quota', async () => {
        const statuses: number[] = [];
        for (let n = 0; n < 11; n += 1) {
          const spoofed = { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': `192.0.2.${n + 1}` } };
          statuses.push((await report(app, spoofed)).statusCode);
        }
        assert.deepEqual(statuses, [...Array<number>(10).fill(200), 429]);
      });

      it('counts one IPv6 network (/64) as one visitor', async () => {
        for (let n = 0; n < 10; n += 1) {
          assert.equal((await report(app, viaProxy(`2001:db8:aa:bb::${n + 1}`))).statusCode, 200);
        }
        assertRefused(await report(app, viaProxy('2001:db8:aa:bb:ffff::1')), TOO_MANY);
      });

      it('stops writes long before reads: a refused writer still reads pages', async () => {
        const visitor = viaProxy('198.51.100.3');
        for (let n = 0; n < 10; n += 1) await report(app, visitor);
        assertRefused(await report(app, visitor), TOO_MANY);
        for (let n = 0; n < 50; n += 1) assert.equal((await read(app, visitor)).statusCode, 200);
      });
    });

    it('refuses reads past RATE_LIMIT_MAX per address, with 429 JSON', async () => {
      const app = await limitedApp({ rateLimitMax: 5 });
      for (let n = 0; n < 5; n += 1) assert.equal((await read(app, viaProxy('198.51.100.4'))).statusCode, 200);
      assertRefused(await read(app, viaProxy('198.51.100.4')), TOO_MANY);
      assert.equal((await read(app, viaProxy('198.51.100.5'))).statusCode, 200);
    });

    it('lets a bystander sign up after 61 addresses sent 10 invalid sign-ups each', async () => {
      const app = await limitedApp({ proofOfWork: { hmacKey: HMAC_KEY, enforce: true } });
      const signUp = (from: Partial<InjectOptions>, body: object, proof?: string) =>
        newsletterSignUp(app, from, body, proof);
      for (let address = 0; address < 61; address += 1) {
        const from = viaProxy(`198.51.100.${address + 1}`);
        const statuses = await Promise.all(
          Array.from({ length: 10 }, () => signUp(from, { RecipientEmail: 'geen-adres' }).then((r) => r.statusCode)),
        );
        assert.deepEqual([...new Set(statuses)], [400]);
      }
      const bystander = viaProxy('203.0.113.7');
      const valid = { RecipientEmail: 'omstander@voorbeeld.nl', ConsentText: 'Ik wil de nieuwsbrief ontvangen.' };
      assert.equal((await signUp(bystander, valid, await solvedProofOfWork(app))).statusCode, 200);
    });

    it('refuses a form without a solved challenge, or with one already spent', async () => {
      const app = await limitedApp({ proofOfWork: { hmacKey: HMAC_KEY, enforce: true } });
      const send = (proof?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/forms/newsletter/send',
          headers: { ...antiForgery(), 'content-type': 'application/json', ...(proof ? { 'x-altcha': proof } : {}) },
          payload: { RecipientEmail: 'anna@voorbeeld.nl', ConsentText: 'Ja.' },
        });
      const challenge = await app.inject({ url: '/api/v1/altcha/challenge', headers: antiForgery() });
      assert.equal(challenge.headers['cache-control'], 'no-store');
      // Never the same twice, not even from the api's own answer cache.
      const cached = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 0,
        responseCacheSeconds: 10,
      });
      apps.push(cached);
      const asked = await Promise.all(
        [1, 2].map(() => cached.inject({ url: '/api/v1/altcha/challenge', headers: antiForgery() })),
      );
      assert.notEqual(
        asked[0]?.json<{ challenge: string }>().challenge,
        asked[1]?.json<{ challenge: string }>().challenge,
      );
      assert.equal(asked[0]?.headers['cache-control'], 'no-store');
      for (const proof of [undefined, 'geen-base64-json', Buffer.from('{"challenge":1}').toString('base64')]) {
        const refused = await send(proof);
        assert.equal(refused.statusCode, 400, String(proof));
        assert.equal(refused.json<{ code: string }>().code, 'proof-of-work');
      }
      const proof = await solvedProofOfWork(app);
      assert.equal((await send(proof)).statusCode, 200);
      const replayed = await send(proof);
      assert.equal(replayed.statusCode, 400);
      assert.equal(replayed.json<{ code: string }>().code, 'proof-of-work');
      // Signed with another key: a challenge this site never gave out.
      const other = await limitedApp({ proofOfWork: { hmacKey: `${HMAC_KEY}-anders`, enforce: true } });
      assert.equal((await send(await solvedProofOfWork(other))).statusCode, 400);
    });

    it("the tests' quick solver answers a challenge as the browser's solver does", async () => {
      const app = await limitedApp({ proofOfWork: { hmacKey: HMAC_KEY, enforce: true } });
      const challenge = await app.inject({ url: '/api/v1/altcha/challenge', headers: antiForgery() });
      const asked = challenge.json<ProofOfWorkChallenge>();
      assert.equal(solveProofOfWorkAtOnce(asked), await solveProofOfWork(asked));
    });

    it('answers every refusal in a flood with 429, never with a server error', async () => {
      const app = await limitedApp({ rateLimitMax: 20 });
      const responses: LightMyRequestResponse[] = [];
      // In rounds of calls at the same time. (Calls in the very same tick may all see the
      // count of the last of them: the plugin's memory store hands out one shared counter.
      // That errs on the side of refusing.)
      for (let round = 0; round < 20; round += 1) {
        const calls = Array.from({ length: 6 }, (_, n) =>
          n % 2 === 0 ? report(app, viaProxy(`198.51.100.${100 + round}`)) : read(app, viaProxy('198.51.100.99')),
        );
        responses.push(...(await Promise.all(calls)));
      }
      assert.deepEqual([...new Set(responses.map((response) => response.statusCode))].sort(), [200, 429]);
      for (const response of responses.filter((one) => one.statusCode === 429)) {
        assert.equal(response.json<{ code: string }>().code, 'rate-limit');
      }
    });
  });
}
