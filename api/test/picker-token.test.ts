import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlobServiceClient, ContainerClient, RestError } from '@azure/storage-blob';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PICKER_CONTAINERS, PICTURES_CONTAINER } from '@alz/shared/media/picture-containers';
import { buildApp } from '../src/app';
import { APPLICATIONS_ACCOUNT, localConnectionString, PICTURES_ACCOUNT } from '../src/blob/local-storage';
import { pickerTokenIssuer, type PickerTokens } from '../src/blob/picker-tokens';
import { pickerCorsRule, seedBlobStorage } from '../src/seed/blob-storage';
import { startAzurite } from './azurite';
import { antiForgery, BACKENDS, SITE_ORIGIN, useApp } from './helper';

const KEY = 'redacteur-sleutel-0123456789';
const URL_PATH = '/api/v1/picker/token';
const ACCOUNT_KEY = PICTURES_ACCOUNT.key;
const azurite = (port: number) => localConnectionString(PICTURES_ACCOUNT, port);

const post = (headers: Record<string, string>): InjectOptions => ({ method: 'POST', url: URL_PATH, headers });
const editor = (key = KEY) => post({ ...antiForgery(), authorization: `Bearer ${key}` });

for (const backend of BACKENDS) {
  describe(`POST ${URL_PATH} (${backend})`, () => {
    const context = useApp(backend);
    let storage: Awaited<ReturnType<typeof startAzurite>> = null;
    let connectionString = azurite(10000);
    let app: FastifyInstance;
    let readOnly: FastifyInstance;
    const build = (options: Partial<Parameters<typeof buildApp>[0]> = {}) =>
      buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: SITE_ORIGIN,
        rateLimitMax: 0,
        pickerEditorKey: KEY,
        pickerTokens: pickerTokenIssuer(connectionString),
        ...options,
      });

    before(async () => {
      storage = await startAzurite();
      if (storage) connectionString = azurite(storage.port);
      app = await build();
      readOnly = await build({ pickerEditorKey: null });
    });
    after(async () => {
      await app?.close();
      await readOnly?.close();
      storage?.stop();
    });

    it('answers 403 when no editor key is configured: the picker is read-only', async () => {
      const response = await readOnly.inject(editor());
      assert.equal(response.statusCode, 403);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.deepEqual(response.json(), {
        statusCode: 403,
        error: 'Forbidden',
        message: 'De beeldbank kan hier alleen worden bekeken.',
        code: 'picker-read-only',
      });
    });

    it('answers 401 without the right key, in any form', async () => {
      const page = antiForgery();
      const attempts: Record<string, Record<string, string>> = {
        'no key': page,
        'a wrong key': { ...page, authorization: 'Bearer redacteur-sleutel-0123456788' },
        'the key with something after it': { ...page, authorization: `Bearer ${KEY}x` },
        'a prefix of the key': { ...page, authorization: `Bearer ${KEY.slice(0, -1)}` },
        'another scheme': { ...page, authorization: `Basic ${KEY}` },
        'two words': { ...page, authorization: `Bearer ${KEY} ${KEY}` },
      };
      for (const [label, headers] of Object.entries(attempts)) {
        const response = await app.inject(post(headers));
        assert.equal(response.statusCode, 401, label);
        assert.equal(response.headers['cache-control'], 'no-store', label);
        assert.equal(response.headers['www-authenticate'], 'Bearer realm="picker"', label);
        assert.deepEqual(
          response.json(),
          {
            statusCode: 401,
            error: 'Unauthorized',
            message: 'Geef een geldige sleutel voor de beeldbank mee.',
            code: 'picker-unauthorized',
          },
          label,
        );
      }
    });

    it('refuses a call without the anti-forgery token, or from another site, even with the right key', async () => {
      const auth = { authorization: `Bearer ${KEY}` };
      const page = antiForgery();
      for (const headers of [
        { ...auth, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
        { ...page, ...auth, 'sec-fetch-site': 'cross-site' },
        { ...page, ...auth, origin: 'https://kwaadwillend.example' },
      ]) {
        const response = await app.inject(post(headers));
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.json<{ code: string }>().code, 'anti-forgery');
        assert.doesNotMatch(response.body, /sig=/);
      }
    });

    it('gives the right key one short-lived, container-scoped token per picker container', async () => {
      const before = Date.now();
      const response = await app.inject(editor());
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const body = response.json<PickerTokens>();
      assert.deepEqual(Object.keys(body).sort(), ['Containers', 'ExpiresOn']);
      assert.deepEqual(
        body.Containers.map((container) => container.Name),
        [...PICKER_CONTAINERS],
      );
      assert.ok(PICKER_CONTAINERS.includes('pictures-404x227') && PICKER_CONTAINERS.includes('pictures-300w'));
      for (const name of PICKER_CONTAINERS) assert.match(name, /^(?!.*--)[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, name);

      const expires = Date.parse(body.ExpiresOn);
      assert.ok(Math.abs(expires - (before + 15 * 60_000)) < 60_000, body.ExpiresOn);
      for (const { Name, Url, Sas } of body.Containers) {
        assert.equal(Url, `http://127.0.0.1:${storage?.port ?? 10000}/devstoreaccount1/${Name}`);
        const sas = new URLSearchParams(Sas);
        assert.equal(sas.get('sr'), 'c', Name);
        assert.ok(sas.get('sig'), Name);
        assert.equal(Date.parse(sas.get('se') ?? ''), expires, Name);
        const permissions = sas.get('sp') ?? '';
        assert.ok(permissions.length > 0 && [...permissions].every((p) => 'rcwdl'.includes(p)), permissions);
        // A service SAS for this container only: no account SAS (`ss`, `srt`), no other resource.
        for (const field of ['ss', 'srt', 'sk', 'skoid']) assert.equal(sas.get(field), null, `${Name}: ${field}`);
      }
      assert.ok(!response.body.includes(ACCOUNT_KEY), 'the account key never leaves the api');
      assert.ok(!response.body.includes(encodeURIComponent(ACCOUNT_KEY)));
      assert.doesNotMatch(response.body, /AccountKey|DefaultEndpointsProtocol/);
    });

    it("names each container by the blob service's public address when the api reaches it by another", () => {
      const issue = pickerTokenIssuer(connectionString, 'https://beeld.example.net/devstoreaccount1');
      const tokens = issue!();
      assert.deepEqual(
        tokens.Containers.map((container) => container.Url),
        PICKER_CONTAINERS.map((name) => `https://beeld.example.net/devstoreaccount1/${name}`),
      );
    });

    it('answers 503 when blob storage has no account key to sign with', async () => {
      const unsigned = await build({ pickerTokens: null });
      try {
        const response = await unsigned.inject(editor());
        assert.equal(response.statusCode, 503);
        assert.doesNotMatch(response.body, /sig=/);
      } finally {
        await unsigned.close();
      }
    });

    it('counts as a write for the rate limits: the 11th call a minute from one address is refused', async () => {
      const limited = await build({ rateLimitMax: 600 });
      try {
        for (let call = 1; call <= 10; call += 1) assert.equal((await limited.inject(editor('fout'))).statusCode, 401);
        const refused = await limited.inject(editor());
        assert.equal(refused.statusCode, 429);
        assert.doesNotMatch(refused.body, /sig=/);
      } finally {
        await limited.close();
      }
    });

    it('writes to its own container in Azurite, and to no other container', async (t) => {
      if (!storage) return t.skip('Azurite did not start');
      const service = BlobServiceClient.fromConnectionString(connectionString);
      for (const name of [PICTURES_CONTAINER, 'applications'])
        await service.getContainerClient(name).createIfNotExists();

      const tokens = (await app.inject(editor())).json<PickerTokens>();
      const pictures = tokens.Containers.find((container) => container.Name === PICTURES_CONTAINER);
      assert.ok(pictures);
      const allowed = new ContainerClient(`${pictures.Url}?${pictures.Sas}`);
      const png = Buffer.from('89504e470d0a1a0a', 'hex');
      await allowed.getBlockBlobClient('proef.png').uploadData(png);
      const names: string[] = [];
      for await (const blob of allowed.listBlobsFlat()) names.push(blob.name);
      assert.deepEqual(names, ['proef.png']);
      await allowed.getBlockBlobClient('proef.png').delete();

      const applicationsUrl = pictures.Url.replace(/\/pictures$/, '/applications');
      const elsewhere = new ContainerClient(`${applicationsUrl}?${pictures.Sas}`);
      await assert.rejects(
        elsewhere.getBlockBlobClient('cv.pdf').uploadData(Buffer.from('%PDF-1.7')),
        (error: unknown) => error instanceof RestError && error.statusCode === 403,
      );
      const stored: string[] = [];
      for await (const blob of service.getContainerClient('applications').listBlobsFlat()) stored.push(blob.name);
      assert.deepEqual(stored, []);
    });

    it("cannot copy an application's file into a picture container: cvs live in another account", async (t) => {
      if (!storage) return t.skip('Azurite did not start');
      const cvs = BlobServiceClient.fromConnectionString(localConnectionString(APPLICATIONS_ACCOUNT, storage.port));
      const cvContainer = cvs.getContainerClient('applications');
      await cvContainer.createIfNotExists();
      const cv = cvContainer.getBlockBlobClient('0000/cv.pdf');
      await cv.uploadData(Buffer.from('%PDF-1.7 persoonlijk'));
      await BlobServiceClient.fromConnectionString(connectionString)
        .getContainerClient(PICTURES_CONTAINER)
        .createIfNotExists();

      const tokens = (await app.inject(editor())).json<PickerTokens>();
      const pictures = tokens.Containers.find((container) => container.Name === PICTURES_CONTAINER);
      assert.ok(pictures);
      const target = new ContainerClient(`${pictures.Url}?${pictures.Sas}`).getBlockBlobClient('kopie.pdf');
      // The source as a visitor could name it: the cv's own address in the other account.
      const sources = [cv.url, cv.url.replace(`/${APPLICATIONS_ACCOUNT.name}/`, `/${PICTURES_ACCOUNT.name}/`)];
      for (const source of sources) {
        const copied = await target.syncCopyFromURL(source).then(
          () => true,
          () => false,
        );
        const started = await target.beginCopyFromURL(source).then(
          async (poller) => (await poller.pollUntilDone()).copyStatus === 'success',
          () => false,
        );
        assert.equal(copied || started, false, source);
      }
      assert.equal(await target.exists(), false);
    });

    it("lets the site's pages, and no other, send the picker's writes to blob storage (CORS)", async (t) => {
      if (!storage) return t.skip('Azurite did not start');
      const origins = ['http://localhost:3000', 'https://cms.example.org'];
      const log = {
        info: () => undefined,
        warn: (...args: unknown[]) => assert.fail(`warned: ${JSON.stringify(args)}`),
      };
      const config = { azureStorageConnectionString: connectionString, blobSeed: false, allowedOrigins: origins };
      await seedBlobStorage(config, log);
      // Twice: a restart leaves it as it is.
      await seedBlobStorage(config, log);
      const { cors } = await BlobServiceClient.fromConnectionString(connectionString).getProperties();
      assert.deepEqual(cors, [pickerCorsRule(origins)]);
      assert.equal(cors?.[0]?.allowedOrigins, 'http://localhost:3000,https://cms.example.org');
      assert.ok(!cors?.[0]?.allowedMethods.includes('POST'));

      const blobUrl = `http://127.0.0.1:${storage.port}/devstoreaccount1/pictures/proef.png`;
      const preflight = (origin: string) =>
        fetch(blobUrl, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'PUT',
            'Access-Control-Request-Headers': 'x-ms-blob-type',
          },
        });
      const allowed = await preflight('https://cms.example.org');
      assert.equal(allowed.status, 200);
      assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://cms.example.org');
      const refused = await preflight('https://kwaadwillend.example');
      assert.equal(refused.headers.get('access-control-allow-origin'), null);
    });
  });
}
