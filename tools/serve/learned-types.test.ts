import { learnedTypes } from './learned-types';

const apiUrl = 'http://127.0.0.1:4000';

type FetchArgs = [URL | RequestInfo, RequestInit?];

/** A fetch that answers each node call with the type of `types`, or 404 for a path it lacks. */
function fakeApi(types: Record<string, string>) {
  const pending: (() => void)[] = [];
  const fetchImpl = jest.fn(
    (...[url]: FetchArgs) =>
      new Promise<Response>((resolve) => {
        const path = decodeURI(new URL(String(url)).pathname.replace(/^\/api\/drupal/, ''));
        const type = types[path];
        pending.push(() =>
          resolve(
            (type
              ? { ok: true, status: 200, json: async () => ({ nid: 1, type, title: 'T' }) }
              : { ok: false, status: 404, json: async () => ({ message: 'Deze pagina bestaat niet.' }) }) as Response,
          ),
        );
      }),
  );
  /** Lets every lookup asked so far answer, and their answers be stored. */
  const answer = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const asked = () => fetchImpl.mock.calls.map(([url]) => String(url));
  return { fetchImpl: fetchImpl as unknown as typeof fetch, answer, asked };
}

afterEach(() => jest.restoreAllMocks());

describe('learnedTypes', () => {
  it("knows nothing of a path on its first visit, asks the api for its node, and knows the node's type after", async () => {
    const api = fakeApi({ '/activiteiten-en-vrijwilligerswerk-in-de-buurt': 'location_search' });
    const typeOf = learnedTypes(apiUrl, { fetchImpl: api.fetchImpl });
    expect(typeOf('/activiteiten-en-vrijwilligerswerk-in-de-buurt/')).toBeUndefined();
    expect(api.asked()).toEqual(['http://127.0.0.1:4000/api/drupal/activiteiten-en-vrijwilligerswerk-in-de-buurt']);
    // Visited again before the answer: not asked twice.
    expect(typeOf('/activiteiten-en-vrijwilligerswerk-in-de-buurt')).toBeUndefined();
    expect(api.asked()).toHaveLength(1);
    await api.answer();
    expect(typeOf('/activiteiten-en-vrijwilligerswerk-in-de-buurt')).toBe('location_search');
    expect(api.asked()).toHaveLength(1);
  });

  it('asks for JSON, follows no redirect and gives up after its time', () => {
    const api = fakeApi({});
    learnedTypes(apiUrl, { fetchImpl: api.fetchImpl })('/medewerker-communicatie');
    expect(api.fetchImpl).toHaveBeenCalledWith(
      new URL('http://127.0.0.1:4000/api/drupal/medewerker-communicatie'),
      expect.objectContaining({
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: expect.any(AbortSignal),
      }),
    );
  });

  it('asks the api under its base path, as the proxy passes /api on', () => {
    const api = fakeApi({});
    learnedTypes('http://api.internal/backend/', { fetchImpl: api.fetchImpl })('/regio-overzicht');
    expect(api.asked()).toEqual(['http://api.internal/backend/api/drupal/regio-overzicht']);
  });

  it('knows a path without a node as null, and asks again only once what it knows has grown old', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const api = fakeApi({});
    const typeOf = learnedTypes(apiUrl, { fetchImpl: api.fetchImpl, maxAgeMs: 60_000 });
    typeOf('/bestaat-niet');
    await api.answer();
    expect(typeOf('/bestaat-niet')).toBeNull();
    now += 59_000;
    typeOf('/bestaat-niet');
    expect(api.asked()).toHaveLength(1);
    now += 2_000;
    // Old: answered with what is known while it is asked again.
    expect(typeOf('/bestaat-niet')).toBeNull();
    expect(api.asked()).toHaveLength(2);
  });

  it('asks again soon, not after the full age, when a lookup failed, even one that threw at once', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchImpl = jest.fn(() => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const typeOf = learnedTypes(apiUrl, { fetchImpl, maxAgeMs: 600_000, retryMs: 30_000 });
    // The page renders all the same.
    expect(() => typeOf('/regio-overzicht')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    now += 29_000;
    expect(typeOf('/regio-overzicht')).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 2_000;
    typeOf('/regio-overzicht');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps what it knew when the api fails or cannot be reached', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const answers: (() => Promise<Response>)[] = [
      async () => ({ ok: true, status: 200, json: async () => ({ type: 'corporate_vacature' }) }) as Response,
      async () => ({ ok: false, status: 503, json: async () => ({}) }) as Response,
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => ({ ok: true, status: 200, json: async () => ({ title: 'no type' }) }) as Response,
    ];
    const fetchImpl = jest.fn(() => answers.shift()!()) as unknown as typeof fetch;
    const typeOf = learnedTypes(apiUrl, { fetchImpl, maxAgeMs: 5 });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    // A node without a type is no node the shell can show.
    for (const expected of ['corporate_vacature', 'corporate_vacature', 'corporate_vacature', null]) {
      now += 10;
      typeOf('/medewerker-communicatie');
      await settle();
      expect(typeOf('/medewerker-communicatie')).toBe(expected);
    }
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('asks only for plain content paths, never the home page or where dot segments lead elsewhere', () => {
    const api = fakeApi({});
    const typeOf = learnedTypes(apiUrl, { fetchImpl: api.fetchImpl });
    for (const path of [
      '/',
      '',
      '/a/../../v1/anti-forgery',
      `/${'x'.repeat(600)}`,
      'geen-pad',
      // Decoded from %3F and %2F: a query or a path under /api would ask for another call.
      '/zoeken?query=x',
      '/api/menu_items/main',
      '/api',
    ]) {
      expect(typeOf(path)).toBeUndefined();
    }
    typeOf('/over ons/"><script>');
    expect(api.asked()).toEqual(['http://127.0.0.1:4000/api/drupal/over%20ons/%22%3E%3Cscript%3E']);
  });

  it('asks at most maxInFlight paths at a time, and remembers at most maxPaths', async () => {
    const types = { '/a': 'content_page', '/b': 'content_page', '/c': 'news', '/d': 'quiz' };
    const api = fakeApi(types);
    const typeOf = learnedTypes(apiUrl, { fetchImpl: api.fetchImpl, maxInFlight: 2, maxPaths: 2 });
    for (const path of ['/a', '/b', '/c']) typeOf(path);
    expect(api.asked()).toHaveLength(2);
    await api.answer();
    // '/c' came while both lookups were busy: it is asked on its next visit.
    expect(typeOf('/c')).toBeUndefined();
    await api.answer();
    expect(typeOf('/c')).toBe('news');
    // Three paths learned, two remembered: the least recently visited ('/a') is gone.
    expect(typeOf('/b')).toBe('content_page');
    expect(typeOf('/a')).toBeUndefined();
  });

  it('keeps a path it is asked for often, before one stored later but not visited since', async () => {
    const api = fakeApi({ '/a': 'content_page', '/b': 'news', '/c': 'quiz' });
    const typeOf = learnedTypes(apiUrl, { fetchImpl: api.fetchImpl, maxPaths: 2 });
    typeOf('/a');
    typeOf('/b');
    await api.answer();
    expect(typeOf('/a')).toBe('content_page');
    typeOf('/c');
    await api.answer();
    expect(typeOf('/a')).toBe('content_page');
    expect(typeOf('/c')).toBe('quiz');
    expect(typeOf('/b')).toBeUndefined();
  });
});
