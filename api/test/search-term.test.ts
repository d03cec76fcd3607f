import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseQueryLeniently } from '../src/lib/lenient-query';
import { SEARCH_TERM_MAX, searchTerm, termWords } from '../src/lib/search-term';

// What a visitor types is made fit to search with, never refused.

describe('search term', () => {
  it('turns control characters, lone surrogates and U+FFFD into spaces, and trims', () => {
    assert.equal(searchTerm(undefined), '');
    assert.equal(searchTerm(' \t dementie\u0000en\u001b[31m werk \n'), 'dementie en [31m werk');
    assert.equal(searchTerm('de\ud800mentie\udc00 \ufffd'), 'de mentie');
    assert.equal(searchTerm('café 😀'), 'café 😀', 'pairs and accents stay');
  });

  it('cuts a long term at a word boundary, and one long word inside it', () => {
    const words = searchTerm('dementie '.repeat(100));
    assert.ok(words.length <= SEARCH_TERM_MAX);
    assert.match(words, /^(dementie )*dementie$/);
    assert.equal(searchTerm('a'.repeat(1000)), 'a'.repeat(SEARCH_TERM_MAX));
    // The cut never leaves half of a surrogate pair.
    assert.equal(searchTerm(`${'a'.repeat(SEARCH_TERM_MAX - 1)}😀`), 'a'.repeat(SEARCH_TERM_MAX - 1));
  });

  it('reads words of any script; operators and punctuation fall away', () => {
    assert.deepEqual(termWords('"wat is" -dementie & (Café|Ĳsselmeer) 2026 ру́сский'), [
      'wat',
      'is',
      'dementie',
      'Café',
      'Ĳsselmeer',
      '2026',
      'ру́сский',
    ]);
  });
});

describe('lenient query parsing', () => {
  it('decodes a broken escape to U+FFFD, as a browser would', () => {
    assert.deepEqual({ ...parseQueryLeniently('query=%ED%A0%80&page=1') }, { query: '\ufffd\ufffd\ufffd', page: '1' });
    assert.deepEqual({ ...parseQueryLeniently('query=caf%C3%A9+%E0%A4%A') }, { query: 'café \ufffd%A' });
    assert.deepEqual({ ...parseQueryLeniently('query=100%&x') }, { query: '100%', x: '' });
  });

  it('keeps repeated keys as a list and __proto__ as a key', () => {
    const query = parseQueryLeniently('a=1&a=2&a=3&__proto__=x&&');
    assert.deepEqual(query.a, ['1', '2', '3']);
    assert.equal(query.__proto__, 'x');
    assert.equal(Object.getPrototypeOf(query), null);
  });
});
