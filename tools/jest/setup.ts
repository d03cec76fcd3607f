import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadSanitizer } from '../../shared/src/rich-text/sanitize';

// React Router 7 needs these, and Jest's jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Nor SubtleCrypto, which every browser has: the forms solve their proof-of-work with it.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

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
