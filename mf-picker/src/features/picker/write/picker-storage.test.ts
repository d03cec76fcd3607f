import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { failureOf, PickerStorage, takenBases, writeCopy, writeOriginal } from './picker-storage';

// What the picker's writes send to the api (spec 2 §7); the api's checks are in
// api/test/picker-pictures.test.ts, the whole journey in e2e/tests/picker.spec.ts.
const original = '/api/v1/picker/pictures/pictures/Tuin%20(2).png';

const sent = (fetch: jest.Mock, index = 0) => {
  const [url, init] = fetch.mock.calls[index] as [string, RequestInit];
  return { url, method: init.method, headers: new Headers(init.headers), body: init.body };
};

it('uploads an original as its own body with its type, the key and the anti-forgery token, never over another', async () => {
  const fetch = stubFetch({ [original]: { status: 201, body: { Name: 'Tuin (2).png', ContentType: 'image/png' } } });
  const file = new Blob(['png'], { type: 'image/png' });
  await writeOriginal(new PickerStorage('sleutel'), 'Tuin (2).png', file, 'image/png');
  const request = sent(fetch);
  expect([request.url, request.method, request.body]).toEqual([original, 'PUT', file]);
  expect(request.headers.get('Authorization')).toBe('Bearer sleutel');
  expect(request.headers.get('Content-Type')).toBe('image/png');
  expect(request.headers.get('If-None-Match')).toBe('*');
  expect(request.headers.has('RequestVerificationToken')).toBe(true);
});

it('writes a sized copy into its own container, and may write it again', async () => {
  const copy = '/api/v1/picker/pictures/pictures-300w/Tuin-300w.jpg';
  const fetch = stubFetch({ [copy]: { status: 201, body: {} } });
  await writeCopy(
    new PickerStorage('sleutel'),
    'pictures-300w',
    'Tuin-300w.jpg',
    new Blob(['jpg'], { type: 'image/jpeg' }),
  );
  const request = sent(fetch);
  expect([request.url, request.headers.get('Content-Type'), request.headers.has('If-None-Match')]).toEqual([
    copy,
    'image/jpeg',
    false,
  ]);
});

it('tells a refused key, an api that cannot be reached and any other refusal apart', async () => {
  const storage = new PickerStorage(null);
  stubFetch({ [original]: { status: 401, body: { message: 'Geef een geldige sleutel' } } });
  await expect(storage.delete('pictures', 'Tuin (2).png').catch(failureOf)).resolves.toBe('not-authorized');
  const fetch = stubFetch({ [original]: { status: 400, body: { code: 'not-a-picture' } } });
  await expect(storage.delete('pictures', 'Tuin (2).png').catch(failureOf)).resolves.toBe('failed');
  expect(sent(fetch).headers.has('Authorization')).toBe(false);
  stubFetch({
    [original]: () => {
      throw new TypeError('Failed to fetch');
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(storage.delete('pictures', 'Tuin (2).png').catch(failureOf)).resolves.toBe('connection');
});

it('reads the names in use on the read path, by prefix, without a key', async () => {
  const list = '/blobstorage/pictures?restype=container&comp=list&prefix=Tuin';
  const fetch = stubFetch({
    [list]: {
      text: '<EnumerationResults><Blobs><Blob><Name>Tuin.png</Name></Blob><Blob><Name>Tuin (2).jpg</Name></Blob></Blobs></EnumerationResults>',
    },
  });
  expect(await takenBases('Tuin')).toEqual(new Set(['Tuin', 'Tuin (2)']));
  expect(requestedUrls(fetch)).toEqual([list]);
});
