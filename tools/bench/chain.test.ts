import { initiatorChain, initiatorOf, sequentialWaves, type Initiator, type LoadedRequest } from './chain';

const site = 'http://localhost:3000';
const parser = (url: string): Initiator => ({ type: 'parser', url });
const script = (...urls: string[]): Initiator => ({
  type: 'script',
  stack: { callFrames: urls.map((url) => ({ url })) },
});

const request = (
  id: string,
  path: string,
  start: number,
  end: number | undefined,
  initiator: Initiator,
  type = 'Script',
) => ({ id, url: site + path, type, initiator, start, end }) satisfies LoadedRequest;

// The shell's order: the document, main.js, a shared chunk, /remotes.json, the remote's entry.
const documentRequest = request('1', '/', 0, 10, { type: 'other' }, 'Document');
const main = request('2', '/main.js', 11, 20, parser(`${site}/`));
const chunk = request('3', '/162.js', 21, 30, script(`${site}/main.js`));
const remotes = request('4', '/remotes.json', 31, 40, script(`${site}/162.js`, `${site}/main.js`), 'Fetch');
const entry = request('5', '/remoteEntry.js', 41, 50, script(`${site}/main.js`));
const load = [documentRequest, main, chunk, remotes, entry];

describe('initiatorOf', () => {
  it('follows the parser to its document and a script to the top of its stack', () => {
    expect(initiatorOf(main, load)).toBe(documentRequest);
    expect(initiatorOf(remotes, load)).toBe(chunk);
  });

  it('follows async parents when the stack itself has no address', () => {
    const late = request('6', '/late.js', 60, 70, {
      type: 'script',
      stack: { callFrames: [{ url: '' }], parent: { callFrames: [{ url: `${site}/162.js` }] } },
    });
    expect(initiatorOf(late, [...load, late])).toBe(chunk);
  });

  it('takes the hop before a redirect and the request CDP names', () => {
    const hop = request('7#1', '/old', 60, 61, parser(`${site}/`), 'Document');
    const target = { ...request('7', '/new', 61, 70, { type: 'other' }, 'Document'), redirectedFrom: '7#1' };
    const preflight = request('8', '/api', 62, 63, { type: 'preflight', requestId: '9' }, 'Preflight');
    const call = request('9', '/api', 62, 70, script(`${site}/main.js`), 'Fetch');
    const all = [...load, hop, target, preflight, call];
    expect(initiatorOf(target, all)).toBe(hop);
    expect(initiatorOf(preflight, all)).toBe(call);
  });

  it('prefers the latest load of the address that had finished', () => {
    const again = request('6', '/main.js', 45, undefined, parser(`${site}/`));
    const later = request('7', '/x.js', 46, 50, script(`${site}/main.js`));
    expect(initiatorOf(later, [...load, again, later])).toBe(main);
  });
});

describe('initiatorChain', () => {
  it('counts the document as 1 and each initiator as one more', () => {
    expect(initiatorChain(load, 100)).toEqual({
      length: 4,
      urls: [`${site}/`, `${site}/main.js`, `${site}/162.js`, `${site}/remotes.json`],
    });
  });

  it('counts only requests sent before the cutoff', () => {
    expect(initiatorChain(load, 31).length).toBe(3);
    expect(initiatorChain([], 100)).toEqual({ length: 0, urls: [] });
  });

  it('puts a request whose initiator is unknown after the document', () => {
    const inline = request('6', '/inline.js', 12, 14, script('http://elsewhere/eval.js'));
    expect(initiatorChain([documentRequest, inline], 100).urls).toEqual([`${site}/`, `${site}/inline.js`]);
  });

  it('cuts an initiator loop at the document instead of recursing for ever', () => {
    const a = request('a', '/a.js', 5, 6, script(`${site}/b.js`));
    const b = request('b', '/b.js', 5, 6, script(`${site}/a.js`));
    expect(initiatorChain([documentRequest, a, b], 100).length).toBe(3);
  });
});

describe('sequentialWaves', () => {
  it('counts requests that each left after the previous one finished', () => {
    // The entry waited for /remotes.json, which its initiator (main.js) does not show.
    expect(sequentialWaves(load, 100).length).toBe(5);
  });

  it('does not chain requests that overlap', () => {
    const parallel = request('6', '/163.js', 21, 30, script(`${site}/main.js`));
    const unfinished = request('7', '/slow.js', 11, undefined, parser(`${site}/`));
    const after = request('8', '/after.js', 60, 61, script(`${site}/slow.js`));
    const waves = sequentialWaves([documentRequest, main, chunk, parallel, unfinished, after], 100);
    expect(waves.length).toBe(4);
    expect(waves.urls.at(-1)).toBe(`${site}/after.js`);
  });
});
