import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { forgetPickerTokens, getPickerTokens, PICKER_TOKEN_URL } from './get-picker-token';

const tokens = {
  ExpiresOn: '2026-11-25T21:15:00.000Z',
  Containers: [{ Name: 'pictures', Url: 'http://127.0.0.1:10000/devstoreaccount1/pictures', Sas: 'sv=x&sig=y' }],
};
const now = Date.parse('2026-11-25T21:00:00.000Z');

beforeEach(() => forgetPickerTokens());

it('asks with the editor key and the anti-forgery token, and keeps the tokens until a minute before they end', async () => {
  const fetch = stubFetch({ [PICKER_TOKEN_URL]: { body: tokens } });
  expect(await getPickerTokens('sleutel', now)).toEqual({ kind: 'result', status: 200, value: tokens });
  const [, init] = fetch.mock.calls[0]!;
  expect(init?.method).toBe('POST');
  const headers = new Headers(init?.headers);
  expect(headers.get('Authorization')).toBe('Bearer sleutel');
  expect(headers.has('RequestVerificationToken')).toBe(true);

  await getPickerTokens('sleutel', now + 10 * 60_000);
  expect(requestedUrls(fetch)).toHaveLength(1);
  await getPickerTokens('sleutel', now + 14.5 * 60_000);
  expect(requestedUrls(fetch)).toHaveLength(2);
  // Another key is asked again.
  await getPickerTokens('andere', now);
  expect(requestedUrls(fetch)).toHaveLength(3);
});

it.each([401, 403])('without a valid key (%i) the answer is unauthorized, and nothing is kept', async (status) => {
  const fetch = stubFetch({ [PICKER_TOKEN_URL]: { status, body: { message: 'Niet bevoegd' } } });
  expect((await getPickerTokens(null, now)).kind).toBe('unauthorized');
  const [, init] = fetch.mock.calls[0]!;
  expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  await getPickerTokens(null, now);
  expect(requestedUrls(fetch)).toHaveLength(2);
});
