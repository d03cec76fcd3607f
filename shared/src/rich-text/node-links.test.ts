import { waitFor } from '@testing-library/react';
import { holdAnswer, requestedUrls, stubFetch } from '@test/fetch-stub';
import {
  clearNodePathCache,
  knownNodePaths,
  nodeLinkPaths,
  nodePathOf,
  resolveNodePaths,
  rewriteNodeLinks,
  toRoutePath,
} from './node-links';

describe('routing helpers (spec 2 §2)', () => {
  it('sends an empty path or a lone slash to the root and gives others a leading slash', () => {
    expect(toRoutePath('')).toBe('/');
    expect(toRoutePath('/')).toBe('/');
    expect(toRoutePath('mantelzorg')).toBe('/mantelzorg');
    expect(toRoutePath('/mantelzorg')).toBe('/mantelzorg');
  });

  it('recognises node links with or without a leading slash', () => {
    expect(nodePathOf('node/12')).toBe('node/12');
    expect(nodePathOf('/node/12#kop')).toBe('node/12');
    expect(nodePathOf('/nodes/12')).toBeNull();
    expect(nodePathOf('https://example.org/node/12')).toBeNull();
  });
});

describe('resolveNodePaths', () => {
  beforeEach(() => clearNodePathCache());

  it('asks once per distinct path, all at once, and keeps the answers for the visit', async () => {
    const fetchMock = stubFetch({
      '/api/drupal/api/node-path?path=node/11': { body: { path: '/dementie/wat-is-dementie' } },
      '/api/drupal/api/node-path?path=node/12': { body: { path: '/mantelzorg' } },
    });
    const first = holdAnswer(fetchMock, '/api/drupal/api/node-path?path=node/11');
    const second = holdAnswer(fetchMock, '/api/drupal/api/node-path?path=node/12');

    const resolving = resolveNodePaths(['node/11', 'node/12', 'node/11']);
    // All at once: both requests are out while neither has its answer.
    await waitFor(() => expect([first.asked(), second.asked()]).toEqual([true, true]));
    first.release();
    second.release();
    const paths = await resolving;
    expect(Object.fromEntries(paths)).toEqual({ 'node/11': '/dementie/wat-is-dementie', 'node/12': '/mantelzorg' });
    expect(requestedUrls(fetchMock).sort()).toEqual([
      '/api/drupal/api/node-path?path=node/11',
      '/api/drupal/api/node-path?path=node/12',
    ]);

    await resolveNodePaths(['node/12']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Object.fromEntries(knownNodePaths(['node/12', 'node/99']))).toEqual({ 'node/12': '/mantelzorg' });
  });

  it('keeps the original path on a failed answer and uses the root when the answer has no path', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ '/api/drupal/api/node-path?path=node/2': { body: {} } });
    const paths = await resolveNodePaths(['node/1', 'node/2']);
    expect(Object.fromEntries(paths)).toEqual({ 'node/1': '/node/1', 'node/2': '/' });
  });
});

describe('node links in HTML', () => {
  it('collects the distinct node paths and rewrites them, keeping a fragment', () => {
    const html = '<p><a href="node/11">a</a><a href="/node/11#b">b</a><a href="/x">c</a><a href="/node/5">d</a></p>';
    expect(nodeLinkPaths(html)).toEqual(['node/11', 'node/5']);
    expect(rewriteNodeLinks(html, new Map([['node/11', '/wat-is-dementie']]))).toBe(
      '<p><a href="/wat-is-dementie">a</a><a href="/wat-is-dementie#b">b</a><a href="/x">c</a><a href="/node/5">d</a></p>',
    );
  });
});
