import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface SearchAnswer {
  Total: number;
  Documents: {
    Id: number;
    Title: string;
    DocType: string;
    Introduction: string;
    Data: { Path: string };
    SearchLabels: string[];
  }[];
}

for (const backend of BACKENDS) {
  describe(`search (${backend})`, () => {
    const context = useApp(backend);
    const search = (query: string) => getJson<SearchAnswer>(context.app, `/api/v1/es/search?${query}`);

    it('pages through the results ten at a time, counting pages from 0', async () => {
      const first = await search('query=dementie');
      const second = await search('query=dementie&page=1');
      assert.equal(first.body.Documents.length, 10);
      assert.ok(first.body.Total > 10, 'the seed has more than one page of results for dementie');
      assert.equal(second.body.Total, first.body.Total);
      const ids = new Set(first.body.Documents.map((d) => d.Id));
      assert.ok(second.body.Documents.length > 0);
      assert.ok(
        second.body.Documents.every((d) => !ids.has(d.Id)),
        'page 2 repeats nothing of page 1',
      );
      const beyond = await search('query=dementie&page=999');
      assert.deepEqual(beyond.body, { Total: first.body.Total, Documents: [] });
      for (const page of ['-1', 'twee', '1000', '1.5']) {
        assert.equal((await search(`query=dementie&page=${page}`)).status, 400, page);
      }
    });

    it('finds "Wat is dementie?" for the query dementie', async () => {
      const { status, body } = await search('query=dementie');
      assert.equal(status, 200);
      assert.ok(body.Total >= body.Documents.length);
      assert.ok(body.Documents.length <= 10);
      const hit = body.Documents.find((document) => document.Title === 'Wat is dementie?');
      assert.ok(hit, 'expected "Wat is dementie?" among the results');
      assert.equal(hit.DocType, 'information');
      assert.equal(hit.Data.Path, '/dementie/wat-is-dementie');
      assert.doesNotMatch(hit.Introduction, /<[a-z]/);
      assert.ok(hit.SearchLabels.length > 0);
    });

    it('matches Dutch word forms (stemming)', async () => {
      // "mantelzorgers" also finds pages that only say "mantelzorger" or "mantelzorg".
      const { body } = await search('query=mantelzorgers');
      assert.ok(body.Total > 0);
      assert.ok(
        body.Documents.some(
          (document) => /mantelzorg(er)?\b/i.test(document.Title) && !/mantelzorgers/i.test(document.Title),
        ),
      );
    });

    it('filters by contentType', async () => {
      const regio = await search('query=dementie&contentType=regio');
      assert.equal(regio.status, 200);
      assert.ok(regio.body.Total > 0);
      assert.ok(regio.body.Documents.every((document) => document.DocType === 'regio'));
      assert.ok(regio.body.Documents.every((document) => document.Data.Path.startsWith('/regios/')));

      const informatie = await search('query=dementie&contentType=informatie');
      assert.ok(informatie.body.Documents.every((document) => document.DocType === 'information'));

      const nieuws = await search('query=dementie&contentType=nieuws');
      assert.ok(nieuws.body.Total > 0);
      assert.ok(nieuws.body.Documents.every((document) => document.DocType === 'news'));
    });

    it('answers an empty result for an empty or blank query', async () => {
      for (const query of ['', 'query=', 'query=%20%20', 'contentType=regio']) {
        const { status, body } = await search(query);
        assert.equal(status, 200);
        assert.deepEqual(body, { Total: 0, Documents: [] });
      }
    });

    it('accepts search syntax and stop words without failing', async () => {
      for (const query of ['"wat is"', '-dementie', 'de', 'or', ':*&|!', 'café']) {
        const { status } = await search(`query=${encodeURIComponent(query)}`);
        assert.equal(status, 200, query);
      }
    });

    it('leaves out pages that editors keep out of search', async () => {
      const { body } = await search(`query=${encodeURIComponent('opzettelijk onveilige code')}`);
      assert.ok(body.Documents.every((document) => document.Data.Path !== '/test/onveilige-inhoud'));
      const plain = await getJson<{ rows: unknown }>(context.app, '/api/drupal/test/onveilige-inhoud');
      assert.equal(plain.status, 200, 'the page itself still opens');
    });

    it('ignores unknown query parameters', async () => {
      const { status, body } = await search('query=regio&page=2&foo=bar');
      assert.equal(status, 200);
      assert.ok(body.Total > 0);
    });
  });
}
