import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { closeRedis, connectRedis } from '../src/lib/redis';
import { newsletterSignUp, solvedProofOfWork, useApp, viaProxy } from './helper';
import { startRedis, type RedisServer } from './redis-server';

// Limits that hold when the api runs as several instances (REDIS_URL): two instances on one
// Debian redis-server share a visitor's write limit and the spent proof-of-work challenges;
// without Redis each would count alone. While Redis is down, nobody is refused for it.
const HMAC_KEY = 'gedeelde-sleutel-voor-altcha-0123456789';

describe('two api instances on one Redis', () => {
  const context = useApp('pglite');
  let server: RedisServer | null = null;
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];

  before(async () => {
    server = await startRedis();
  });
  after(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(clients.map(closeRedis));
    await server?.stop();
  });

  /** An api instance of its own (own memory), on the shared Redis or, with `alone`, without. */
  const instance = async (alone = false) => {
    let redis: Redis | null = null;
    if (!alone && server) {
      redis = await connectRedis(server.url, () => undefined);
      clients.push(redis);
    }
    const app = await buildApp({
      db: { ...context.db, close: async () => undefined },
      siteUrl: 'http://localhost:3000',
      rateLimitMax: 600,
      proofOfWork: { hmacKey: HMAC_KEY, enforce: true },
      redis,
    });
    apps.push(app);
    return app;
  };

  const signUp = (app: FastifyInstance, from: Partial<InjectOptions>, email: string, proof?: string) =>
    newsletterSignUp(app, from, { RecipientEmail: email, ConsentText: 'Ik wil de nieuwsbrief ontvangen.' }, proof);

  /** Invalid sign-ups (no address, nothing stored) from one visitor, to each instance in turn. */
  const statusesInTurn = async (pair: FastifyInstance[], address: string, count: number) => {
    const statuses: number[] = [];
    for (let n = 0; n < count; n += 1) {
      statuses.push((await signUp(pair[n % 2]!, viaProxy(address), 'geen-adres')).statusCode);
    }
    return statuses;
  };

  it("shares one visitor's write limit (10 a minute) between the instances", async (t) => {
    if (!server) return t.skip('redis-server is not installed');
    const shared = [await instance(), await instance()];
    const statuses = await statusesInTurn(shared, '198.51.100.10', 14);
    // The proof-of-work check comes after the rate limit: the first 10 are counted and refused.
    assert.deepEqual(statuses, [...Array(10).fill(400), ...Array(4).fill(429)]);
    // Each in its own memory, two instances would have let 20 through.
    const alone = [await instance(true), await instance(true)];
    assert.deepEqual(
      (await statusesInTurn(alone, '198.51.100.11', 14)).filter((s) => s === 429),
      [],
    );
  });

  it('refuses a challenge spent at one instance at the other', async (t) => {
    if (!server) return t.skip('redis-server is not installed');
    const [first, second] = [await instance(), await instance()];
    const proof = await solvedProofOfWork(first!);
    assert.equal((await signUp(first!, viaProxy('198.51.100.20'), 'anna@voorbeeld.nl', proof)).statusCode, 200);
    const replayed = await signUp(second!, viaProxy('198.51.100.21'), 'bram@voorbeeld.nl', proof);
    assert.equal(replayed.statusCode, 400, replayed.body);
    assert.equal(replayed.json<{ code: string }>().code, 'proof-of-work');
    // Each in its own memory, the other instance would have taken it.
    const [lone, other] = [await instance(true), await instance(true)];
    const again = await solvedProofOfWork(lone!);
    assert.equal((await signUp(lone!, viaProxy('198.51.100.22'), 'cor@voorbeeld.nl', again)).statusCode, 200);
    assert.equal((await signUp(other!, viaProxy('198.51.100.23'), 'dirk@voorbeeld.nl', again)).statusCode, 200);
  });

  it('still takes a person’s sign-up while Redis is down, and refuses a replay at the same instance', async (t) => {
    if (!server) return t.skip('redis-server is not installed');
    const app = await instance();
    await server.stop();
    const started = Date.now();
    const proof = await solvedProofOfWork(app);
    const signedUp = await signUp(app, viaProxy('198.51.100.30'), 'eva@voorbeeld.nl', proof);
    assert.equal(signedUp.statusCode, 200, signedUp.body);
    assert.ok(Date.now() - started < 10_000, 'Redis being down costs at most a few seconds');
    assert.equal((await signUp(app, viaProxy('198.51.100.31'), 'fien@voorbeeld.nl', proof)).statusCode, 400);
    server = null;
  });
});
