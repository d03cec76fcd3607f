import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPLICATIONS_ACCOUNT, localConnectionString, PICTURES_ACCOUNT } from './blob/local-storage';
import { isIsoDay } from './lib/iso-day';
import { PUBLIC_MAX_AGE_SECONDS } from './plugins/external/caching';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** Directory of the embedded database, or 'memory' for a throw-away one. */
  pgliteDir: string;
  /**
   * Run the embedded database in a worker thread, off the api's event loop (issue 19; on unless
   * PGLITE_WORKER=false: `npm run bench:pglite` measured it many times faster under load).
   */
  pgliteWorker: boolean;
  /**
   * API_RESPONSE_CACHE_SECONDS (default 10, at most 60, 0 for none): how long the api keeps the
   * answers of its public reads (plugins/external/response-cache.ts).
   */
  responseCacheSeconds: number;
  /** Pictures and content images (AZURE_STORAGE_CONNECTION_STRING), read by the public site. */
  azureStorageConnectionString: string;
  /**
   * Application attachments (APPLICATIONS_STORAGE_CONNECTION_STRING): another account, never
   * served and out of reach of the pictures' key; locally the emulator's second account.
   */
  applicationsStorageConnectionString: string;
  blobSeed: boolean;
  logLevel: string;
  /** Origin of the public site, used for the absolute links of menu items. */
  siteUrl: string;
  /** Origins of the site's pages; writes sent from any other page are refused (default: siteUrl's). */
  allowedOrigins: string[];
  /** Reads per minute per visitor address; 0 turns every rate limit off (e.g. for end-to-end tests). */
  rateLimitMax: number;
  /** Writes per minute per visitor address, for each form or other write route. */
  rateLimitWriteMax: number;
  /**
   * Signs the forms' proof-of-work challenges (ALTCHA_HMAC_KEY); every api instance behind one
   * site must share it. Null: a key of this process's own, right for one local api.
   */
  altchaHmacKey: string | null;
  /**
   * Redis (REDIS_URL) for what every api instance behind one site must share: the rate limits'
   * counts and the spent proof-of-work challenges. Null: each process keeps its own.
   */
  redisUrl: string | null;
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For names the visitor. */
  trustProxy: string[];
  /** The site's own error-reporting DSN; the tunnel forwards only envelopes for this one. */
  sentryDsn: string | null;
  /** Forward accepted error reports to Sentry (only with sentryDsn set). */
  sentryForward: boolean;
  /**
   * Bearer token of the back-office read access to stored applications; without one those
   * routes do not exist.
   */
  backofficeToken: string | null;
  /** The editors' key for the picker's write tokens; without one the picker is read-only everywhere. */
  pickerEditorKey: string | null;
  /** Day (YYYY-MM-DD) the seed dates its content from; null: follow the calendar (the seed's referenceDayOf). */
  seedReferenceDay: string | null;
}

const here = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Per minute. Reads are generous (a page view makes 5–16 calls, a family shares one address). */
export const DEFAULT_RATE_LIMITS = { readsPerVisitor: 600, writesPerVisitor: 10 } as const;

/**
 * Loopback only: right for the site's own proxy on the same machine, which sets X-Forwarded-For
 * itself (overwriting the visitor's). Any proxy trusted here must do the same, or a visitor can
 * make up an address for every request and get a fresh quota each time (issue 14).
 */
export const DEFAULT_TRUST_PROXY: readonly string[] = ['127.0.0.1', '::1'];

// Ranges proxy-addr (Fastify's trustProxy) knows by name.
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export class ConfigError extends Error {
  constructor(name: string, value: string | null, expected: string) {
    const shown = value === null ? '' : `=${JSON.stringify(value)}`;
    super(`Invalid environment variable ${name}${shown}: expected ${expected}.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, raw, `a whole number from ${min} to ${max}`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, raw, 'true or false');
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  // Database URLs carry passwords, so the bad value is never echoed.
  if (!URL.canParse(raw) || !protocols.includes(new URL(raw).protocol)) {
    throw new ConfigError(name, null, `a URL starting with ${protocols.join(' or ')}//`);
  }
  return raw;
}

function oneOf(env: Env, name: string, allowed: string[], fallback: string): string {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!allowed.includes(raw)) throw new ConfigError(name, raw, `one of ${allowed.join(', ')}`);
  return raw;
}

// A token someone can guess is no lock: ask for at least this many characters.
const MIN_TOKEN_LENGTH = 16;

function secret(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  // A secret is never echoed, not even a bad one.
  if (raw.length < MIN_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError(name, null, `a secret of at least ${MIN_TOKEN_LENGTH} characters without spaces`);
  }
  return raw;
}

function list(env: Env, name: string): string[] | undefined {
  const items = text(env, name)
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items?.length ? items : undefined;
}

function origins(env: Env, name: string): string[] | undefined {
  const items = list(env, name);
  for (const item of items ?? []) {
    const parsed = URL.canParse(item) ? new URL(item) : null;
    const bare = parsed && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
    if (!bare || !['http:', 'https:'].includes(parsed.protocol)) {
      throw new ConfigError(name, item, 'a comma-separated list of origins such as https://www.example.nl');
    }
  }
  return items?.map((item) => new URL(item).origin);
}

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function proxies(env: Env, name: string): string[] | undefined {
  const items = list(env, name);
  const bad = items?.find((item) => !isAddressOrRange(item));
  if (bad !== undefined) {
    throw new ConfigError(
      name,
      bad,
      `a comma-separated list of IP addresses or CIDR ranges, or ${NAMED_RANGES.join(', ')}`,
    );
  }
  return items;
}

function day(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined && !isIsoDay(raw)) throw new ConfigError(name, raw, 'a date written YYYY-MM-DD');
  return raw;
}

/** The cvs' account must not be the pictures' one, which the picker writes to and the site serves. */
function applicationsStorage(env: Env): string {
  const raw = text(env, 'APPLICATIONS_STORAGE_CONNECTION_STRING');
  if (raw === undefined) return localConnectionString(APPLICATIONS_ACCOUNT);
  const account = (value: string | undefined) => /(?:^|;)\s*AccountName=([^;]+)/i.exec(value ?? '')?.[1]?.trim();
  const own = account(raw);
  if (
    !own ||
    own === account(text(env, 'AZURE_STORAGE_CONNECTION_STRING') ?? localConnectionString(PICTURES_ACCOUNT))
  ) {
    throw new ConfigError(
      'APPLICATIONS_STORAGE_CONNECTION_STRING',
      null,
      "a connection string with an AccountName other than AZURE_STORAGE_CONNECTION_STRING's",
    );
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const pgliteDir = text(env, 'PGLITE_DIR') ?? resolve(here, '../../data/pglite');
  const siteUrl = (url(env, 'SITE_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    port: integer(env, 'API_PORT', 4000, 1, 65535),
    host: text(env, 'API_HOST') ?? '127.0.0.1',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null,
    pgliteDir: pgliteDir === 'memory' ? 'memory' : resolve(pgliteDir),
    azureStorageConnectionString:
      text(env, 'AZURE_STORAGE_CONNECTION_STRING') ?? localConnectionString(PICTURES_ACCOUNT),
    applicationsStorageConnectionString: applicationsStorage(env),
    blobSeed: flag(env, 'BLOB_SEED', true),
    pgliteWorker: flag(env, 'PGLITE_WORKER', true),
    // At most the minute any cache may keep a public read (caching.ts).
    responseCacheSeconds: integer(env, 'API_RESPONSE_CACHE_SECONDS', 10, 0, PUBLIC_MAX_AGE_SECONDS),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    siteUrl,
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS') ?? [new URL(siteUrl).origin],
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMITS.readsPerVisitor, 0, 1_000_000),
    rateLimitWriteMax: integer(env, 'RATE_LIMIT_WRITE_MAX', DEFAULT_RATE_LIMITS.writesPerVisitor, 1, 1_000_000),
    trustProxy: proxies(env, 'TRUST_PROXY') ?? [...DEFAULT_TRUST_PROXY],
    sentryDsn: url(env, 'SENTRY_DSN', ['http:', 'https:']) ?? null,
    sentryForward: flag(env, 'SENTRY_FORWARD', false),
    backofficeToken: secret(env, 'BACKOFFICE_TOKEN') ?? null,
    pickerEditorKey: secret(env, 'PICKER_EDITOR_KEY') ?? null,
    altchaHmacKey: secret(env, 'ALTCHA_HMAC_KEY') ?? null,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']) ?? null,
    seedReferenceDay: day(env, 'SEED_REFERENCE_DATE') ?? null,
  };
}

/** For entry points: a bad value ends the process with its message instead of a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
