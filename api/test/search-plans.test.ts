import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scaleCounts } from '../src/seed/scale';
import { BACKENDS } from './helper';
import { usePlansAtScale } from './plans-at-scale';

// At the size of the real site a search must not read whole tables. The plans change
// with the size and the statistics of the tables, so they are checked on a few thousand scale
// nodes (the scale seed ends with VACUUM ANALYZE, as autovacuum would), not on the small seed.
const SCALE = scaleCounts(2000);
// The tables search reads (migrations 008, 009, 013); `nodes` carries whole documents.
const SEARCH_TABLES = [
  'nodes',
  'search_documents',
  'search_titles',
  'search_title_tails',
  'search_words',
  'search_lexemes',
  'search_title_postings',
];

for (const backend of BACKENDS) {
  describe(`search plans at scale (${backend})`, () => {
    const scale = usePlansAtScale(backend, SCALE, SEARCH_TABLES);
    const { seqScans, indexes } = scale;
    /** The answer as JSON, and the plan nodes of every statement the call runs. */
    const plansOf = async (url: string) => {
      const { body, nodes } = await scale.plansOf(url);
      return { body: JSON.parse(body) as Record<string, unknown>, nodes };
    };

    it('counts and ranks a word in most documents from the counts and title ranks kept ready', async () => {
      for (const url of [
        '/api/v1/es/search?query=dementie',
        '/api/v1/es/search?query=dementie&contentType=informatie&page=2',
        '/api/v1/es/search?query=vragen',
        '/api/v1/es/news/search?query=dementie&page=1',
      ]) {
        const { body, nodes } = await plansOf(url);
        assert.ok(((body.Total ?? body.TotalItems) as number) > 500, `${url}: a word in most documents`);
        assert.deepEqual(seqScans(nodes), [], url);
        assert.ok(indexes(nodes).has('search_lexemes_pkey'), url);
        const postings = url.includes('/news/') ? 'search_title_postings_news_idx' : 'search_title_postings_site_idx';
        assert.ok(indexes(nodes).has(postings), url);
      }
    });

    it('counts the longer forms of a word through the full-text index', async () => {
      // "dementie" is in most documents and "dementielijn" in many; "mantelzorg" in few, and its
      // longer forms in many (migration 016).
      for (const url of [
        '/api/v1/es/search?query=dementie',
        '/api/v1/es/search?query=mantelzorg',
        '/api/v1/es/search?query=mantelzorg&contentType=regio&page=1',
      ]) {
        const { body, nodes } = await plansOf(url);
        assert.ok((body.Total as number) > 0, url);
        assert.deepEqual(seqScans(nodes), [], url);
        assert.ok(indexes(nodes).has('search_documents_search_idx'), url);
      }
    });

    it('counts and ranks a term of more words through the full-text index', async () => {
      const { body, nodes } = await plansOf('/api/v1/es/search?query=dementie%20vragen');
      assert.ok((body.Total as number) > 0);
      assert.deepEqual(seqScans(nodes), []);
      assert.ok(indexes(nodes).has('search_documents_search_idx'));
    });

    it('looks typos up through the trigram index of the title words', async () => {
      const { body, nodes } = await plansOf('/api/v1/es/search?query=dementei');
      assert.equal(body.Suggestion, 'dementie');
      assert.deepEqual(seqScans(nodes), []);
      assert.ok(indexes(nodes).has('search_words_trgm_idx'));
    });

    it('suggests by prefix and by likeness through the indexes', async () => {
      for (const typed of ['dem', 'wat is d', 'demne', 'mantlz']) {
        const { body, nodes } = await plansOf(`/api/v1/es/suggest?query=${encodeURIComponent(typed)}`);
        assert.ok((body.Suggestions as unknown[]).length > 0, typed);
        assert.deepEqual(seqScans(nodes), [], typed);
      }
      const { nodes } = await plansOf('/api/v1/es/suggest?query=demne');
      assert.ok(indexes(nodes).has('search_words_trgm_idx'));
    });
  });
}
