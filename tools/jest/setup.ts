import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';
import { loadSanitizer } from '@alz/shared/rich-text/sanitize';
import { stopFetchStub } from './fetch-stub';
import { server } from './msw-server';

// jest-fixed-jsdom gives the page Node's fetch, streams and TextEncoder, but not SubtleCrypto,
// which every browser has: the forms solve their proof-of-work with it.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// What a test waits for (findBy…, waitFor) may take longer than Testing Library's 1 s on a busy
// machine (two test workers beside a build); a passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 3000 });

// Unit tests stub the network with MSW. A request no handler answers fails as a network error
// and is logged, so a test never reaches a real server.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  stopFetchStub();
});
afterAll(() => server.close());

// jsdom has no HTML Sanitizer API, so rich text is sanitised by DOMPurify, which the site loads
// on demand (shared/src/rich-text/sanitize.ts); tests start with it loaded.
beforeAll(() => loadSanitizer());

// What a page keeps for the session (the menus, the last search term) stays with its test: each
// test starts as a new visit.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});

// The shell's server writes the remote map into the page (shared/src/federation/remote-map.ts);
// tests get an empty one, so a part of another remote (a search bar) does not fetch
// /remotes.json. Tests of a remote part register it in @test/federation-runtime.
if (typeof document !== 'undefined' && !document.getElementById('alz-remote-map')) {
  const map = document.createElement('script');
  map.type = 'application/json';
  map.id = 'alz-remote-map';
  map.textContent = '{}';
  document.head.append(map);
}
