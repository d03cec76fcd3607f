import assert from 'node:assert/strict';
import { isAbsolute } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';

describe('config', () => {
  it('has defaults that need no environment', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, null);
    assert.ok(isAbsolute(config.pgliteDir));
    assert.match(config.pgliteDir, /data[/\\]pglite$/);
    assert.match(config.azureStorageConnectionString, /devstoreaccount1/);
    assert.equal(config.blobSeed, true);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.sentryDsn, null);
    assert.equal(config.sentryForward, false);
    assert.equal(config.backofficeToken, null);
  });

  it('keeps application files in an account of their own, never the pictures account', () => {
    const local = loadConfig({});
    assert.match(local.applicationsStorageConnectionString, /AccountName=alzapplications;/);
    assert.doesNotMatch(local.applicationsStorageConnectionString, /devstoreaccount1/);
    const pictures =
      'DefaultEndpointsProtocol=https;AccountName=alzbeeld;AccountKey=YQ==;EndpointSuffix=core.windows.net';
    const cvs = 'DefaultEndpointsProtocol=https;AccountName=alzcv;AccountKey=Yg==;EndpointSuffix=core.windows.net';
    assert.equal(
      loadConfig({ AZURE_STORAGE_CONNECTION_STRING: pictures, APPLICATIONS_STORAGE_CONNECTION_STRING: cvs })
        .applicationsStorageConnectionString,
      cvs,
    );
    for (const same of [pictures, 'UseDevelopmentStorage=true']) {
      assert.throws(
        () => loadConfig({ AZURE_STORAGE_CONNECTION_STRING: pictures, APPLICATIONS_STORAGE_CONNECTION_STRING: same }),
        (error: Error) =>
          /APPLICATIONS_STORAGE_CONNECTION_STRING/.test(error.message) && !error.message.includes('YQ=='),
      );
    }
  });

  it('reads the back-office token, and refuses a short one without echoing it', () => {
    assert.equal(loadConfig({ BACKOFFICE_TOKEN: ' 0123456789abcdef0123 ' }).backofficeToken, '0123456789abcdef0123');
    assert.equal(loadConfig({ BACKOFFICE_TOKEN: '' }).backofficeToken, null);
    assert.throws(
      () => loadConfig({ BACKOFFICE_TOKEN: 'geheimpje' }),
      (error: Error) => /BACKOFFICE_TOKEN/.test(error.message) && !error.message.includes('geheimpje'),
    );
    assert.throws(() => loadConfig({ BACKOFFICE_TOKEN: 'twee woorden van geheim' }), /BACKOFFICE_TOKEN/);
  });

  it('reads the picker editor key: unset or empty is none (read-only), a short one is refused unechoed', () => {
    assert.equal(loadConfig({}).pickerEditorKey, null);
    assert.equal(loadConfig({ PICKER_EDITOR_KEY: '' }).pickerEditorKey, null);
    assert.equal(
      loadConfig({ PICKER_EDITOR_KEY: ' redacteur-sleutel-0123 ' }).pickerEditorKey,
      'redacteur-sleutel-0123',
    );
    assert.throws(
      () => loadConfig({ PICKER_EDITOR_KEY: 'kort' }),
      (error: Error) => /PICKER_EDITOR_KEY/.test(error.message) && !error.message.includes('kort'),
    );
  });

  it('reads the reference day of the seed, a real calendar day', () => {
    assert.equal(loadConfig({}).seedReferenceDay, null);
    assert.equal(loadConfig({ SEED_REFERENCE_DATE: '2026-11-01' }).seedReferenceDay, '2026-11-01');
    for (const bad of ['2026-02-30', '1 november', '2026-11-01T09:00']) {
      assert.throws(() => loadConfig({ SEED_REFERENCE_DATE: bad }), /SEED_REFERENCE_DATE.*YYYY-MM-DD/, bad);
    }
  });

  it('reads the error-reporting settings', () => {
    const config = loadConfig({ SENTRY_DSN: 'https://k@sentry.example.org/1', SENTRY_FORWARD: 'true' });
    assert.equal(config.sentryDsn, 'https://k@sentry.example.org/1');
    assert.equal(config.sentryForward, true);
    assert.throws(() => loadConfig({ SENTRY_DSN: 'geen-url' }), /SENTRY_DSN/);
    assert.throws(() => loadConfig({ SENTRY_FORWARD: 'soms' }), /SENTRY_FORWARD/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '4100',
      PGLITE_DIR: 'memory',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      BLOB_SEED: 'false',
      LOG_LEVEL: 'warn',
    });
    assert.equal(config.port, 4100);
    assert.equal(config.pgliteDir, 'memory');
    assert.equal(config.databaseUrl, 'postgres://u:p@localhost/db');
    assert.equal(config.blobSeed, false);
    assert.equal(config.logLevel, 'warn');
  });

  it('runs the embedded database in a worker thread unless PGLITE_WORKER=false', () => {
    assert.equal(loadConfig({}).pgliteWorker, true);
    assert.equal(loadConfig({ PGLITE_WORKER: 'false' }).pgliteWorker, false);
  });

  it('keeps public answers for API_RESPONSE_CACHE_SECONDS, ten by default, at most the minute a CDN may', () => {
    assert.equal(loadConfig({}).responseCacheSeconds, 10);
    assert.equal(loadConfig({ API_RESPONSE_CACHE_SECONDS: '0' }).responseCacheSeconds, 0);
    assert.equal(loadConfig({ API_RESPONSE_CACHE_SECONDS: '60' }).responseCacheSeconds, 60);
    assert.throws(() => loadConfig({ API_RESPONSE_CACHE_SECONDS: '61' }), /API_RESPONSE_CACHE_SECONDS/);
    assert.throws(() => loadConfig({ API_RESPONSE_CACHE_SECONDS: 'lang' }), /API_RESPONSE_CACHE_SECONDS/);
  });

  it('reads the origins of the site, the rate limits and the trusted proxies', () => {
    const defaults = loadConfig({ SITE_URL: 'https://www.alzheimer.example/' });
    assert.deepEqual(defaults.allowedOrigins, ['https://www.alzheimer.example']);
    assert.deepEqual([defaults.rateLimitMax, defaults.rateLimitWriteMax], [600, 10]);
    assert.deepEqual(defaults.trustProxy, ['127.0.0.1', '::1']);

    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://www.alzheimer.example, https://Alzheimer.example/',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '5',
      TRUST_PROXY: '10.0.0.0/8, 172.18.0.2,fd00::/8 ,loopback',
    });
    assert.deepEqual(config.allowedOrigins, ['https://www.alzheimer.example', 'https://alzheimer.example']);
    assert.deepEqual([config.rateLimitMax, config.rateLimitWriteMax], [0, 5]);
    assert.deepEqual(config.trustProxy, ['10.0.0.0/8', '172.18.0.2', 'fd00::/8', 'loopback']);

    for (const bad of ['www.alzheimer.example', 'https://www.alzheimer.example/pad', 'ftp://alzheimer.example']) {
      assert.throws(() => loadConfig({ ALLOWED_ORIGINS: bad }), /ALLOWED_ORIGINS.*origins/, bad);
    }
    for (const bad of ['proxy.example', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', '::1/129', 'everyone']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY.*CIDR/, bad);
    }
    assert.throws(() => loadConfig({ RATE_LIMIT_WRITE_MAX: '0' }), /RATE_LIMIT_WRITE_MAX/);
    assert.equal(loadConfig({}).altchaHmacKey, null);
    assert.throws(() => loadConfig({ ALTCHA_HMAC_KEY: 'kort' }), /ALTCHA_HMAC_KEY/);
    assert.equal(loadConfig({}).redisUrl, null);
    assert.equal(loadConfig({ REDIS_URL: 'rediss://redis.example:6380' }).redisUrl, 'rediss://redis.example:6380');
    assert.throws(() => loadConfig({ REDIS_URL: 'redis.example:6379' }), /REDIS_URL/);
  });

  it('names the variable of a bad value', () => {
    assert.throws(() => loadConfig({ API_PORT: 'vierduizend' }), { name: 'ConfigError', message: /API_PORT/ });
    assert.throws(() => loadConfig({ BLOB_SEED: 'misschien' }), ConfigError);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
  });

  it('never echoes a bad database URL, which may hold a password', () => {
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'mysql://user:geheim@host/db' }),
      (error: Error) => /DATABASE_URL/.test(error.message) && !error.message.includes('geheim'),
    );
  });

  it('reads only the environment it is given, so loadConfig({}) has the defaults', () => {
    const before = process.env.API_PORT;
    process.env.API_PORT = '4321';
    try {
      assert.equal(loadConfig({}).port, 4000);
    } finally {
      if (before === undefined) delete process.env.API_PORT;
      else process.env.API_PORT = before;
    }
  });

  it('takes a value written with spaces, and a blank one or an empty list as unset', () => {
    const config = loadConfig({ API_PORT: ' 4100 ', RATE_LIMIT_MAX: '  ', TRUST_PROXY: ' , ', ALLOWED_ORIGINS: ',' });
    assert.equal(config.port, 4100);
    assert.equal(config.rateLimitMax, 600);
    assert.deepEqual(config.trustProxy, ['127.0.0.1', '::1']);
    assert.deepEqual(config.allowedOrigins, ['http://localhost:3000']);
  });

  it('reads a flag as 1, true, yes or on and 0, false, no or off, in any case', () => {
    for (const on of ['1', 'true', 'Yes', 'ON']) {
      assert.equal(loadConfig({ SENTRY_FORWARD: on }).sentryForward, true, on);
    }
    for (const off of ['0', 'FALSE', 'no', 'Off']) {
      assert.equal(loadConfig({ BLOB_SEED: off }).blobSeed, false, off);
    }
    assert.throws(() => loadConfig({ PGLITE_WORKER: 'soms' }), /PGLITE_WORKER="soms": expected true or false/);
  });

  it('refuses a number that is not a whole one within its range, and says the range', () => {
    for (const bad of ['Infinity', '1e400', '4000.5', '65536', '0']) {
      assert.throws(() => loadConfig({ API_PORT: bad }), /API_PORT=.*: expected a whole number from 1 to 65535/, bad);
    }
    assert.throws(() => loadConfig({ RATE_LIMIT_MAX: '-1' }), /RATE_LIMIT_MAX="-1": expected a whole number from 0 to/);
  });

  it('names the bad item of a list, and every URL setting without echoing it', () => {
    assert.throws(
      () => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.example' }),
      /^ConfigError: Invalid environment variable TRUST_PROXY="proxy.example": expected a comma-separated list of IP/,
    );
    for (const name of ['SITE_URL', 'SENTRY_DSN', 'REDIS_URL', 'DATABASE_URL']) {
      assert.throws(
        () => loadConfig({ [name]: 'ftp://user:geheim@host' }),
        (error: Error) =>
          error.message.startsWith(`Invalid environment variable ${name}: expected a URL starting with `),
        name,
      );
    }
  });
});
