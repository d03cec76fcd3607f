import envSchema from 'env-schema';
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
   * Run the embedded database in a worker thread, off the api's event loop (on unless
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
 * make up an address for every request and get a fresh quota each time.
 */
export const DEFAULT_TRUST_PROXY: readonly string[] = ['127.0.0.1', '::1'];

// Ranges proxy-addr (Fastify's trustProxy) knows by name.
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

// A token someone can guess is no lock: ask for at least this many characters.
const MIN_TOKEN_LENGTH = 16;

export class ConfigError extends Error {
  constructor(name: string, value: string | null, expected: string) {
    const shown = value === null ? '' : `=${JSON.stringify(value)}`;
    super(`Invalid environment variable ${name}${shown}: expected ${expected}.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function isOrigin(item: string): boolean {
  const parsed = URL.canParse(item) ? new URL(item) : null;
  const bare = parsed !== null && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
  return bare && ['http:', 'https:'].includes(parsed.protocol);
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

interface Format {
  check: (value: string) => boolean;
  /** What an error message asks for; a list's items are read after "a comma-separated list of". */
  expected: string;
  /** A bad value is never echoed: URLs may carry passwords, and a secret stays one even when wrong. */
  hidden?: boolean;
}

const url = (protocols: string[]): Format => ({
  check: (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
  expected: `a URL starting with ${protocols.join(' or ')}//`,
  hidden: true,
});

/** The rules JSON schema cannot say itself, given to env-schema's Ajv as formats. */
const FORMATS: Record<string, Format> = {
  'http-url': url(['http:', 'https:']),
  'postgres-url': url(['postgres:', 'postgresql:']),
  'redis-url': url(['redis:', 'rediss:']),
  secret: {
    check: (value) => value.length >= MIN_TOKEN_LENGTH && !/\s/.test(value),
    expected: `a secret of at least ${MIN_TOKEN_LENGTH} characters without spaces`,
    hidden: true,
  },
  'iso-day': { check: isIsoDay, expected: 'a date written YYYY-MM-DD' },
  origin: { check: isOrigin, expected: 'origins such as https://www.example.nl' },
  proxy: { check: isAddressOrRange, expected: `IP addresses or CIDR ranges, or ${NAMED_RANGES.join(', ')}` },
};

/** Every variable the api reads. A variable without a default is optional; see loadConfig for the rest. */
const schema = {
  type: 'object',
  properties: {
    API_PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 4000 },
    API_HOST: { type: 'string', default: '127.0.0.1' },
    DATABASE_URL: { type: 'string', format: 'postgres-url' },
    PGLITE_DIR: { type: 'string', default: resolve(here, '../../data/pglite') },
    PGLITE_WORKER: { type: 'boolean', default: true },
    // At most the minute any cache may keep a public read (caching.ts).
    API_RESPONSE_CACHE_SECONDS: { type: 'integer', minimum: 0, maximum: PUBLIC_MAX_AGE_SECONDS, default: 10 },
    AZURE_STORAGE_CONNECTION_STRING: { type: 'string', default: localConnectionString(PICTURES_ACCOUNT) },
    // No default: only an account set by hand is compared with the pictures' one.
    APPLICATIONS_STORAGE_CONNECTION_STRING: { type: 'string' },
    BLOB_SEED: { type: 'boolean', default: true },
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    SITE_URL: { type: 'string', format: 'http-url', default: 'http://localhost:3000' },
    // No default: SITE_URL's origin.
    ALLOWED_ORIGINS: { type: 'array', items: { type: 'string', format: 'origin' } },
    RATE_LIMIT_MAX: { type: 'integer', minimum: 0, maximum: 1_000_000, default: DEFAULT_RATE_LIMITS.readsPerVisitor },
    RATE_LIMIT_WRITE_MAX: {
      type: 'integer',
      minimum: 1,
      maximum: 1_000_000,
      default: DEFAULT_RATE_LIMITS.writesPerVisitor,
    },
    TRUST_PROXY: { type: 'array', items: { type: 'string', format: 'proxy' }, default: [...DEFAULT_TRUST_PROXY] },
    SENTRY_DSN: { type: 'string', format: 'http-url' },
    SENTRY_FORWARD: { type: 'boolean', default: false },
    BACKOFFICE_TOKEN: { type: 'string', format: 'secret' },
    PICKER_EDITOR_KEY: { type: 'string', format: 'secret' },
    ALTCHA_HMAC_KEY: { type: 'string', format: 'secret' },
    REDIS_URL: { type: 'string', format: 'redis-url' },
    SEED_REFERENCE_DATE: { type: 'string', format: 'iso-day' },
  },
} as const;

interface Property {
  type: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: Property;
}
const properties: Record<string, Property> = schema.properties;

/** The variables as the schema hands them back: undefined only where it has no default. */
type Environment = { [K in keyof typeof schema.properties]: Read<(typeof schema.properties)[K]> };
type Read<P> = P extends { type: infer T extends keyof JsonTypes }
  ? JsonTypes[T] | (P extends { default: unknown } ? never : undefined)
  : never;
type JsonTypes = { integer: number; boolean: boolean; string: string; array: string[] };

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];
const flag = (word: string) => (TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : word);
const list = (raw: string) => raw.split(/\s*,\s*/).filter((item) => item !== '');

/**
 * The variables as the schema's JSON, read the way operators write them: trimmed, empty ones left
 * out (so their default applies), lists split on commas, flags in any of several words. Numbers
 * are converted here, as Ajv's own coercion lets "Infinity" past a maximum.
 */
function fromEnv(env: Env): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const raw = env[name]?.trim();
    if (!raw || (property.type === 'array' && list(raw).length === 0)) continue;
    if (property.type === 'integer') data[name] = Number(raw);
    else if (property.type === 'boolean') data[name] = flag(raw.toLowerCase());
    else data[name] = property.type === 'array' ? list(raw) : raw;
  }
  return data;
}

/** What a variable may hold, in the words of its error message. */
function allowed(property: Property): string {
  if (property.items) return `a comma-separated list of ${allowed(property.items)}`;
  if (property.format) return FORMATS[property.format]?.expected ?? property.format;
  if (property.enum) return `one of ${property.enum.join(', ')}`;
  if (property.type === 'integer') return `a whole number from ${property.minimum} to ${property.maximum}`;
  return property.type === 'boolean' ? 'true or false' : `a ${property.type}`;
}

/** Checks the variables; Ajv's first complaint becomes a ConfigError naming the variable and what it allows. */
function validate(env: Env): Environment {
  const data = fromEnv(env);
  try {
    return envSchema<Environment>({
      schema,
      data,
      // Not process.env as well: loadConfig({}) means no environment at all.
      env: false,
      dotenv: false,
      ajv: {
        customOptions: (ajv) =>
          Object.entries(FORMATS).reduce((next, [name, { check }]) => next.addFormat(name, check), ajv),
      },
    });
  } catch (error) {
    const path = (error as { errors?: { instancePath: string }[] }).errors?.[0]?.instancePath ?? '';
    const [, name = '', item] = path.split('/');
    const property = properties[name];
    if (!property) throw error;
    // A bad list item is shown on its own; anything else as it was written.
    const value = item === undefined ? env[name]?.trim() : (data[name] as string[])[Number(item)];
    const hidden = FORMATS[property.items?.format ?? property.format ?? '']?.hidden;
    throw new ConfigError(name, hidden ? null : String(value), allowed(property));
  }
}

/** The cvs' account must not be the pictures' one, which the picker writes to and the site serves. */
function applicationsStorage(own: string | undefined, pictures: string): string {
  if (own === undefined) return localConnectionString(APPLICATIONS_ACCOUNT);
  const account = (value: string) => /(?:^|;)\s*AccountName=([^;]+)/i.exec(value)?.[1]?.trim();
  const name = account(own);
  if (!name || name === account(pictures)) {
    throw new ConfigError(
      'APPLICATIONS_STORAGE_CONNECTION_STRING',
      null,
      "a connection string with an AccountName other than AZURE_STORAGE_CONNECTION_STRING's",
    );
  }
  return own;
}

export function loadConfig(env: Env = process.env): Config {
  const vars = validate(env);
  const siteUrl = vars.SITE_URL.replace(/\/+$/, '');
  return {
    port: vars.API_PORT,
    host: vars.API_HOST,
    databaseUrl: vars.DATABASE_URL ?? null,
    pgliteDir: vars.PGLITE_DIR === 'memory' ? 'memory' : resolve(vars.PGLITE_DIR),
    azureStorageConnectionString: vars.AZURE_STORAGE_CONNECTION_STRING,
    applicationsStorageConnectionString: applicationsStorage(
      vars.APPLICATIONS_STORAGE_CONNECTION_STRING,
      vars.AZURE_STORAGE_CONNECTION_STRING,
    ),
    blobSeed: vars.BLOB_SEED,
    pgliteWorker: vars.PGLITE_WORKER,
    responseCacheSeconds: vars.API_RESPONSE_CACHE_SECONDS,
    logLevel: vars.LOG_LEVEL,
    siteUrl,
    allowedOrigins: vars.ALLOWED_ORIGINS?.map((item) => new URL(item).origin) ?? [new URL(siteUrl).origin],
    rateLimitMax: vars.RATE_LIMIT_MAX,
    rateLimitWriteMax: vars.RATE_LIMIT_WRITE_MAX,
    trustProxy: vars.TRUST_PROXY,
    sentryDsn: vars.SENTRY_DSN ?? null,
    sentryForward: vars.SENTRY_FORWARD,
    backofficeToken: vars.BACKOFFICE_TOKEN ?? null,
    pickerEditorKey: vars.PICKER_EDITOR_KEY ?? null,
    altchaHmacKey: vars.ALTCHA_HMAC_KEY ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    seedReferenceDay: vars.SEED_REFERENCE_DATE ?? null,
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
