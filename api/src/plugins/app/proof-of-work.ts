import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { httpError } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form a person sends: it carries a solved proof-of-work challenge (ALTCHA). */
    proofOfWork?: boolean;
  }
  interface FastifyInstance {
    proofOfWork: { challenge(): ReturnType<typeof createChallenge> };
  }
}

export const PROOF_OF_WORK_HEADER = 'x-altcha';
export const PROOF_OF_WORK_CODE = 'proof-of-work';

export interface ProofOfWorkOptions {
  /** Signs the challenges (ALTCHA_HMAC_KEY); every api instance must share it. */
  hmacKey: string;
  /** Refuse a form without a solved challenge; off in tests that post forms by the hundred. */
  enforce: boolean;
  /**
   * The highest number a solution may be: on average a browser tries half of them, a flood of
   * thousands pays that thousands of times. 20,000 takes Chromium a median 0.13 s, and 0.84 s
   * (at most 1.4 s) with its CPU slowed 4 times as Lighthouse's phone; 50,000 took 1.4 s
   * (2.4 s) there (`npx tsx tools/bench/proof-of-work.ts 20000`).
   */
  maxNumber?: number;
  lifetimeMs?: number;
  /** Where spent challenges are kept, so one solution buys one submission: Redis or memory. */
  spent?: SpentChallenges;
}

export interface SpentChallenges {
  /** True the first time a challenge is spent, false when it was spent before. */
  spend(challenge: string, lifetimeMs: number): Promise<boolean>;
}

export function memorySpentChallenges(): SpentChallenges {
  const spent = new LRUCache<string, true>({ max: 100_000 });
  return {
    async spend(challenge, lifetimeMs) {
      if (spent.has(challenge)) return false;
      spent.set(challenge, true, { ttl: lifetimeMs });
      return true;
    },
  };
}

/**
 * Spent challenges in Redis (REDIS_URL), shared by every api instance, so a solution spent at
 * one cannot be spent again at another. While Redis cannot be reached, each instance keeps them
 * itself: a replay then only works once per instance, and no visitor is refused for it.
 */
export function redisSpentChallenges(
  redis: Redis,
  onError: (error: unknown) => void = () => undefined,
  fallback = memorySpentChallenges(),
): SpentChallenges {
  return {
    async spend(challenge, lifetimeMs) {
      try {
        return (await redis.set(`alz:altcha:${challenge}`, '1', 'PX', lifetimeMs, 'NX')) === 'OK';
      } catch (error) {
        onError(error);
        return fallback.spend(challenge, lifetimeMs);
      }
    },
  };
}

const REFUSED = 'Uw bericht kon niet worden verstuurd. Laad de pagina opnieuw en probeer het nog eens.';

function append(route: RouteOptions, hook: onRequestAsyncHookHandler) {
  const hooks = route.onRequest;
  route.onRequest = [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), hook];
}

/**
 * Spec 2's captcha, without a third party or a cookie: the forms' page fetches a challenge and
 * its browser solves it before sending (ALTCHA). Instead of a ceiling for the whole site, which
 * one actor could use up for everyone, each submission costs its sender some work. Checked on
 * request after the rate limit and the anti-forgery check, before the body is read.
 */
export default fp<ProofOfWorkOptions>(
  async (app, { hmacKey, enforce, maxNumber = 20_000, lifetimeMs = 10 * 60_000, spent = memorySpentChallenges() }) => {
    app.decorate('proofOfWork', {
      challenge: () => createChallenge({ hmacKey, maxNumber, expires: new Date(Date.now() + lifetimeMs) }),
    });
    if (!enforce) return;

    const check: onRequestAsyncHookHandler = async (request) => {
      const header = request.headers[PROOF_OF_WORK_HEADER];
      let payload: { challenge?: unknown } | null = null;
      try {
        payload = typeof header === 'string' ? JSON.parse(Buffer.from(header, 'base64').toString('utf8')) : null;
      } catch {
        payload = null;
      }
      const valid =
        payload !== null &&
        typeof payload === 'object' &&
        typeof payload.challenge === 'string' &&
        (await verifySolution(payload as Parameters<typeof verifySolution>[0], hmacKey, true).catch(() => false));
      if (!valid || !(await spent.spend(payload!.challenge as string, lifetimeMs))) {
        throw httpError(400, REFUSED, PROOF_OF_WORK_CODE);
      }
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.proofOfWork) append(route, check);
    });
  },
  { name: 'proof-of-work', dependencies: ['anti-forgery'] },
);

/** A key for one process only (no ALTCHA_HMAC_KEY): right for a single local api. */
export const processHmacKey = () => randomBytes(32).toString('base64url');
