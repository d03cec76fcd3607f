import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { foldName } from '../src/lib/fold-name';
import { BACKENDS, getJson, useApp } from './helper';

interface SearchDocument {
  Id: number;
  Title: string;
  DocType: string;
  Introduction: string;
  Data: { Path: string };
  SearchLabels: string[];
  HeaderImage?: { url: string; alt: string } | null;
  PublicationDate?: string | null;
  Region?: { Title: string; Path: string } | null;
}

interface SearchAnswer {
  Total: number;
  Documents: SearchDocument[];
  Suggestion: string | null;
}

interface SuggestAnswer {
  Suggestions: { Text: string; Kind: 'page' | 'term' }[];
}

const NO_RESULTS = { Total: 0, Documents: [], Suggestion: null };

interface TestNode {
  nid: number;
  title: string;
  intro?: string;
  body?: string;
  status?: boolean;
  hidden?: boolean;
}

// Nodes written the way an editor's save would write them, far above the seed's node ids.
async function insertNode(db: Db, node: TestNode): Promise<void> {
  const intro = node.intro ?? '';
  const data = {
    nid: node.nid,
    type: 'content_page',
    title: node.title,
    status: node.status ?? true,
    path: { alias: `/test/zoeken-${node.nid}`, langcode: 'nl' },
    field_introduction_wysiwyg: { value: intro, format: 'basic_html' },
    ...(node.hidden ? { field_hide_in_search: true } : {}),
  };
  await db.query(
    `INSERT INTO nodes (nid, type, title, alias, status, created, changed, body_text, data)
     VALUES ($1, 'content_page', $2, $3, $4, now(), now(), $5, $6::text::jsonb)`,
    [node.nid, node.title, data.path.alias, data.status, node.body ?? '', JSON.stringify(data)],
  );
}

const removeNodes = (db: Db, nids: number[]) => db.query('DELETE FROM nodes WHERE nid = ANY($1::int[])', [nids]);

for (const backend of BACKENDS) {
  describe(`search (${backend})`, () => {
    const context = useApp(backend);
    const search = (query: string) => getJson<SearchAnswer>(context.app, `/api/v1/es/search?${query}`);
    const find = (term: string, more = '') => search(`query=${encodeURIComponent(term)}${more}`);
    const suggest = (typed: string) =>
      getJson<SuggestAnswer>(context.app, `/api/v1/es/suggest?query=${encodeURIComponent(typed)}`);
    const ids = (answer: SearchAnswer) => answer.Documents.map((document) => document.Id);
    const texts = (answer: SuggestAnswer) => answer.Suggestions.map((suggestion) => suggestion.Text);

    it('pages through the results ten at a time, counting pages from 0', async () => {
      const first = await search('query=dementie');
      const second = await search('query=dementie&page=1');
      assert.equal(first.body.Documents.length, 10);
      assert.ok(first.body.Total > 10, 'the seed has more than one page of results for dementie');
      assert.equal(second.body.Total, first.body.Total);
      const seen = new Set(ids(first.body));
      assert.ok(second.body.Documents.length > 0);
      assert.ok(
        second.body.Documents.every((d) => !seen.has(d.Id)),
        'page 2 repeats nothing of page 1',
      );
      const beyond = await search('query=dementie&page=999');
      assert.deepEqual(beyond.body, { Total: first.body.Total, Documents: [], Suggestion: null });
      for (const page of ['-1', 'twee', '1000', '1.5']) {
        assert.equal((await search(`query=dementie&page=${page}`)).status, 400, page);
      }
    });

    it('finds "Wat is dementie?" for the query dementie', async () => {
      const { status, body } = await search('query=dementie');
      assert.equal(status, 200);
      assert.ok(body.Total >= body.Documents.length);
      assert.ok(body.Documents.length <= 10);
      assert.equal(body.Suggestion, null, 'no suggestion when the words as typed find pages');
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
      // The activities say "Een rustige wandeling van een uur"; nobody wrote "wandelingen" there.
      const walks = await find('wandelingen');
      assert.ok(
        walks.body.Documents.some(
          (document) => /\bwandeling\b/i.test(document.Introduction) && !/wandelingen/i.test(document.Introduction),
        ),
      );
    });

    it('finds the longer forms and compounds of a word: mantelzorg finds mantelzorgers and mantelzorgtest', async () => {
      // Dutch stemming keeps "mantelzorger" apart from "mantelzorg" and a compound is one word:
      // before migration 016 "mantelzorg" found only the three pages with that very word.
      const nodes = [
        { nid: 99141, title: 'Hoe zwaar is het zorgen?', body: 'Doe de mantelzorgtest en lees wat u kunt doen.' },
        { nid: 99142, title: 'Zorgvuldig omgaan met medicijnen', body: 'Vraag het de apotheek.' },
      ];
      try {
        for (const node of nodes) await insertNode(context.db, node);
        const first = (await find('mantelzorg')).body;
        assert.ok(first.Total > 100, `${first.Total}: the pages about mantelzorgers too`);
        // The pages with the word as typed first, in their old order (title, then text), then
        // those with a longer form in the title.
        assert.deepEqual(
          first.Documents.slice(0, 2).map((document) => document.Data.Path),
          ['/mantelzorg/mantelzorg-en-werk', '/mantelzorg'],
        );
        assert.ok(
          first.Documents.slice(2).every((document) => /\bmantelzorger/i.test(document.Title)),
          first.Documents.map((document) => document.Title).join(', '),
        );
        const all = [first];
        for (let page = 1; page * 10 < first.Total; page += 1) {
          all.push((await find('mantelzorg', `&page=${page}`)).body);
        }
        assert.ok(all.every((answer) => answer.Total === first.Total));
        const found = all.flatMap(ids);
        assert.equal(new Set(found).size, first.Total, 'every result once, on one of the pages');
        assert.ok(found.includes(99141), 'the compound mantelzorgtest');
        const titles = all.flatMap((answer) => answer.Documents.map((document) => document.Title));
        assert.ok(
          titles.includes('Maatje voor een mantelzorger') && titles.includes('Landelijke dag voor mantelzorgers'),
        );

        // A longer word finds its own longer forms only; a short one stays exact.
        assert.ok(!ids((await find('mantelzorgers')).body).includes(99141));
        assert.ok(ids((await find('zorgvuldig')).body).includes(99142));
        const care = await find('zorg');
        assert.ok(care.body.Total > 0);
        for (let page = 0; page * 10 < care.body.Total; page += 1) {
          assert.ok(
            !ids((await find('zorg', `&page=${page}`)).body).includes(99142),
            'zorg is no prefix of zorgvuldig',
          );
        }
      } finally {
        await removeNodes(
          context.db,
          nodes.map((node) => node.nid),
        );
      }
    });

    it('ignores accents and case: cafe finds the Café titles', async () => {
      const plain = await find('cafe');
      assert.ok(plain.body.Documents.some((document) => document.Title.includes('Café')));
      for (const term of ['café', 'CAFÉ', 'Cafe']) {
        assert.equal((await find(term)).body.Total, plain.body.Total, term);
      }
    });

    it('ranks a title match above an introduction match above a match in the text', async () => {
      const nodes = [
        { nid: 99103, title: 'Nieuws uit de werkplaats', body: 'Op dinsdag is er een boetseerochtend met klei.' },
        {
          nid: 99102,
          title: 'Creatief bezig zijn',
          intro: '<p>Elke week een <em>boetseerochtend</em> voor wie wil.</p>',
        },
        { nid: 99101, title: 'Boetseerochtend in het buurthuis', intro: '<p>Samen met klei werken.</p>' },
      ];
      try {
        for (const node of nodes) await insertNode(context.db, node);
        const { body } = await find('boetseerochtend');
        assert.deepEqual(ids(body), [99101, 99102, 99103]);
        // The introduction is HTML; its tags and attributes are no words of the page.
        assert.equal((await find('em')).body.Documents.filter((d) => d.Id === 99102).length, 0);
        assert.equal(body.Documents[1]?.Introduction, 'Elke week een boetseerochtend voor wie wil.');
      } finally {
        await removeNodes(
          context.db,
          nodes.map((node) => node.nid),
        );
      }
    });

    it('ranks a title with every word above a text that repeats them', async () => {
      // ts_rank alone puts the text first (0.99 against 0.97): many pairs of the words close together.
      const nodes = [
        { nid: 99105, title: 'Nieuws uit de werkplaats', body: 'Een boetseerochtend met klei. '.repeat(20) },
        { nid: 99104, title: 'Klei voor de boetseerochtend' },
      ];
      try {
        for (const node of nodes) await insertNode(context.db, node);
        assert.deepEqual(ids((await find('klei boetseerochtend')).body), [99104, 99105]);
      } finally {
        await removeNodes(
          context.db,
          nodes.map((node) => node.nid),
        );
      }
    });

    it('keeps the index current: a new or renamed page is found at once', async () => {
      try {
        await insertNode(context.db, { nid: 99111, title: 'Voorleesmiddag in de bibliotheek' });
        assert.deepEqual(ids((await find('voorleesmiddag')).body), [99111]);
        assert.ok(texts((await suggest('voorlees')).body).includes('Voorleesmiddag in de bibliotheek'));

        assert.deepEqual(ids((await find('voorleesmidag')).body), [99111], 'and its words for typos');

        await context.db.query("UPDATE nodes SET title = 'Luistermiddag in de bibliotheek' WHERE nid = 99111");
        assert.deepEqual(ids((await find('luistermiddag')).body), [99111]);
        assert.deepEqual((await find('voorleesmidag')).body, NO_RESULTS, 'a word no title has any more');
        assert.ok(!ids((await find('voorleesmiddag')).body).includes(99111));
        assert.ok(!texts((await suggest('voorlees')).body).includes('Voorleesmiddag in de bibliotheek'));
        assert.ok(texts((await suggest('luisterm')).body).includes('Luistermiddag in de bibliotheek'));
      } finally {
        await removeNodes(context.db, [99111]);
      }
      assert.ok(!ids((await find('luistermiddag')).body).includes(99111));
      assert.ok(!texts((await suggest('luisterm')).body).includes('Luistermiddag in de bibliotheek'));
    });

    it('finds pages despite small typos, and suggests the corrected term', async () => {
      const dementia = await find('dementei');
      assert.ok(dementia.body.Documents.some((document) => document.Title === 'Wat is dementie?'));
      assert.equal(dementia.body.Suggestion, 'dementie');
      // Words typed correctly stay as typed.
      assert.equal((await find('Wat is dementei')).body.Suggestion, 'Wat is dementie');

      const amsterdam = await find('Amsterdm');
      assert.ok(amsterdam.body.Documents.some((document) => document.Data.Path === '/regios/amsterdam'));
      assert.equal(amsterdam.body.Suggestion, 'amsterdam');

      const care = await find('mantelzorgr');
      assert.ok(care.body.Total > 0);
      assert.ok(care.body.Documents.every((document) => /mantelzorg/i.test(document.Title)));
      assert.ok(care.body.Suggestion?.startsWith('mantelzorg'));

      // Typo matches count and page like any other result, and keep to the content type.
      const second = await find('dementei', '&page=1');
      assert.equal(second.body.Total, dementia.body.Total);
      assert.ok(second.body.Documents.every((document) => !ids(dementia.body).includes(document.Id)));
      const news = await find('dementei', '&contentType=nieuws');
      assert.ok(news.body.Total > 0);
      assert.ok(news.body.Documents.every((document) => document.DocType === 'news'));

      assert.deepEqual((await find('xqzwvkjh')).body, NO_RESULTS, 'nothing similar: no suggestion');
    });

    it('filters by contentType', async () => {
      const regio = await search('query=dementie&contentType=regio');
      assert.equal(regio.status, 200);
      assert.ok(regio.body.Total > 0);
      assert.ok(regio.body.Documents.every((document) => document.DocType === 'regio'));
      assert.ok(regio.body.Documents.every((document) => document.Data.Path.startsWith('/regios/')));

      const informatie = await search('query=dementie&contentType=informatie');
      assert.ok(informatie.body.Total > 0);
      assert.ok(informatie.body.Documents.every((document) => document.DocType === 'information'));

      const nieuws = await search('query=dementie&contentType=nieuws');
      assert.ok(nieuws.body.Total > 0);
      assert.ok(nieuws.body.Documents.every((document) => document.DocType === 'news'));
      const all = await search('query=dementie');
      assert.ok(all.body.Total >= regio.body.Total + informatie.body.Total + nieuws.body.Total);
    });

    it('gives news its picture and date, and regional documents their region', async () => {
      const { body } = await search('query=dementie&contentType=nieuws');
      for (const document of body.Documents) {
        assert.match(document.HeaderImage?.url ?? '', /^\/blobstorage\//, document.Title);
        assert.ok(document.PublicationDate && !Number.isNaN(Date.parse(document.PublicationDate)));
        assert.ok('Region' in document, 'news says whether it is regional');
      }
      const regional = (await find('Nieuw Alzheimer Café in Amsterdam', '&contentType=nieuws')).body.Documents[0];
      assert.deepEqual(regional?.Region, { Title: 'Regio Amsterdam', Path: '/regios/amsterdam' });

      const places = await find('amsterdam', '&contentType=regio');
      const region = places.body.Documents.find((document) => document.Data.Path === '/regios/amsterdam');
      assert.equal(region?.Region, null, 'a region belongs to no other region');
      const place = places.body.Documents.find((document) => document.Data.Path !== '/regios/amsterdam');
      assert.deepEqual(place?.Region, { Title: 'Regio Amsterdam', Path: '/regios/amsterdam' });

      const page = (await find('Wat is dementie')).body.Documents.find((d) => d.Title === 'Wat is dementie?');
      assert.ok(page && !('HeaderImage' in page) && !('PublicationDate' in page) && !('Region' in page));
    });

    it('labels each result with what it is and names its region, so results of one title differ', async () => {
      const { body } = await find('Maatje voor een mantelzorger');
      const vacancies = body.Documents.filter((document) => document.Title === 'Maatje voor een mantelzorger');
      assert.ok(vacancies.length > 1);
      for (const vacancy of vacancies) assert.deepEqual(vacancy.SearchLabels, ['Vrijwilligerswerk']);
      const regions = vacancies.map((vacancy) => vacancy.Region?.Title);
      assert.ok(regions.every((region) => region?.startsWith('Regio ')));
      assert.equal(new Set(regions).size, regions.length, regions.join(', '));

      const labelOf = async (term: string, path: string) =>
        (await find(term)).body.Documents.find((document) => document.Data.Path === path)?.SearchLabels;
      assert.deepEqual(await labelOf('Wat is dementie', '/dementie/wat-is-dementie'), ['Informatie']);
      assert.deepEqual(await labelOf('Elke ochtend thee met Ria', '/ervaringen/elke-ochtend-thee-met-ria'), [
        'Persoonlijk verhaal',
      ]);
      const regional = (await find('Steun voor mantelzorgers hier')).body.Documents;
      assert.ok(regional.length > 1);
      for (const document of regional) {
        assert.deepEqual(document.SearchLabels, ['Informatie over dementie']);
        assert.ok(document.Region?.Title, document.Data.Path);
      }
    });

    it('answers an empty result for an empty or blank query', async () => {
      for (const query of ['', 'query=', 'query=%20%20', 'contentType=regio', 'query=%09%0A']) {
        const { status, body } = await search(query);
        assert.equal(status, 200);
        assert.deepEqual(body, NO_RESULTS);
      }
    });

    it('leaves out pages that editors keep out of search', async () => {
      const { body } = await search(`query=${encodeURIComponent('opzettelijk onveilige code')}`);
      assert.ok(body.Documents.every((document) => document.Data.Path !== '/test/onveilige-inhoud'));
      const plain = await getJson<{ rows: unknown }>(context.app, '/api/drupal/test/onveilige-inhoud');
      assert.equal(plain.status, 200, 'the page itself still opens');
    });

    it('leaves out the showcase page of every block, which is for the makers of the site', async () => {
      for (const term of ['Alle blokken', 'alle blokken', 'mantelzorg', 'Een gewone alinea met een titel erboven']) {
        const { body } = await find(term);
        assert.ok(!ids(body).includes(60), term);
      }
      assert.ok(!texts((await suggest('alle blok')).body).includes('Alle blokken'));
      const page = await getJson<{ field_meta_tags?: { robots?: string } }>(context.app, '/api/drupal/alle-blokken');
      assert.equal(page.status, 200, 'the page itself still opens');
      assert.equal(page.body.field_meta_tags?.robots, 'noindex, follow', 'and asks search engines to pass it by');
    });

    it('never shows hidden or unpublished pages, also not for typos or in suggestions', async () => {
      const hidden = { nid: 99121, title: 'Zandkasteelwedstrijd voor vrijwilligers', hidden: true };
      const draft = { nid: 99122, title: 'Zandkasteelfeest aan zee', status: false };
      const unseen = [hidden.nid, draft.nid];
      const check = async (label: string) => {
        for (const term of ['zandkasteelwedstrijd', 'zandkasteelfeest', 'zandkasteelwedstrjd', 'zandkasteelfeets']) {
          const { body } = await find(term);
          assert.ok(!ids(body).some((id) => unseen.includes(id)), `${label}: search ${term}`);
        }
        for (const typed of ['zandkast', 'zandkasteelwedstrjd', 'vrijwilligers', 'aan zee']) {
          const { body } = await suggest(typed);
          assert.ok(!texts(body).includes(hidden.title) && !texts(body).includes(draft.title), `${label}: ${typed}`);
        }
      };
      try {
        await insertNode(context.db, hidden);
        await insertNode(context.db, draft);
        await check('as written');
        // The same words find the page once the editor lists it: the check above was a real one.
        await context.db.query("UPDATE nodes SET data = data - 'field_hide_in_search' WHERE nid = $1", [hidden.nid]);
        assert.ok(ids((await find('zandkasteelwedstrjd')).body).includes(hidden.nid));
        assert.ok(texts((await suggest('zandkast')).body).includes(hidden.title));
        await context.db.query('UPDATE nodes SET status = false WHERE nid = $1', [hidden.nid]);
        await check('unpublished');
      } finally {
        await removeNodes(context.db, unseen);
      }
      for (const [nid, term] of [
        [440, 'Alzheimer Telefoon'],
        [42, 'uitslag'],
        [900, 'jonge mensen'],
      ] as const) {
        assert.ok(!ids((await find(term)).body).includes(nid), term);
      }
      assert.deepEqual(texts((await suggest('uw uitsl')).body), []);
    });

    it('answers odd and hostile terms with 200 and the usual shape', async () => {
      const terms = [
        '"wat is',
        '-dementie',
        'de',
        'or',
        'OR dementie OR',
        ':*&|!',
        '&|!:*()<->',
        "'; DROP TABLE nodes; --",
        "dementie' OR 1=1 --",
        '😀',
        'dementie 😀 ❤️',
        'a'.repeat(1000),
        `${'dementie '.repeat(150)}`,
        '\\',
        '%',
        '_',
        '<script>alert(1)</script>',
        'ﾃｽﾄ Ĳsselmeer ß',
        '\u200b\u202e',
        'a\u0001b\u001b[31m',
      ];
      const urls = [
        ...terms.map((term) => `query=${encodeURIComponent(term)}`),
        'query=%ED%A0%80',
        'query=dementie%ED%A0%80',
        'query=%E0%A4%A',
        'query=%',
        'query=%00',
        'query=%01%02%7F',
        'query=dementie&contentType=nieuws&query2=%ED',
      ];
      for (const url of urls) {
        const { status, body } = await search(url);
        assert.equal(status, 200, url.slice(0, 60));
        assert.ok(Number.isInteger(body.Total) && Array.isArray(body.Documents), url.slice(0, 60));
        assert.ok(body.Suggestion === null || typeof body.Suggestion === 'string');
        const suggestions = await getJson<SuggestAnswer>(context.app, `/api/v1/es/suggest?${url}`);
        assert.equal(suggestions.status, 200, `suggest ${url.slice(0, 60)}`);
        assert.ok(Array.isArray(suggestions.body.Suggestions));
      }
      // A lone surrogate built into the query without JSON: inject encodes it as U+FFFD.
      for (const path of ['/api/v1/es/search', '/api/v1/es/suggest']) {
        const response = await context.app.inject({ url: path, query: { query: 'de\ud800mentie' } });
        assert.equal(response.statusCode, 200, path);
      }
      // Only words to leave out: nothing to look for, rather than every other page.
      assert.deepEqual((await find('-dementie')).body, NO_RESULTS);
      // A long term is cut at a word boundary, so it still finds what its words find.
      assert.ok((await find(`dementie ${'x'.repeat(1500)}`)).body.Total > 0);
      assert.equal((await find('x'.repeat(2001))).status, 400, 'beyond any search box');
      const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM nodes');
      assert.ok((rows[0]?.n ?? 0) > 1000, 'the nodes are still there');
    });

    it('ignores unknown query parameters', async () => {
      const { status, body } = await search('query=regio&page=2&foo=bar');
      assert.equal(status, 200);
      assert.ok(body.Total > 0);
    });

    describe('suggestions', () => {
      const typeAhead = async (typed: string) => {
        const { status, body } = await suggest(typed);
        assert.equal(status, 200, typed);
        return body.Suggestions;
      };

      it('suggests page titles with a word that starts with what was typed, then terms', async () => {
        const list = await typeAhead('dem');
        assert.ok(list.length > 0 && list.length <= 8);
        const pages = list.filter((suggestion) => suggestion.Kind === 'page');
        assert.ok(pages.length > 0);
        assert.ok(
          pages.every((page) =>
            foldName(page.Text)
              .split(' ')
              .some((word) => word.startsWith('dem')),
          ),
        );
        assert.ok(list.some((suggestion) => suggestion.Kind === 'term' && suggestion.Text === 'dementie'));
        assert.equal(list[0]?.Kind, 'page', 'titles come first');

        const phrase = await typeAhead('wat is dem');
        assert.deepEqual(
          phrase.map((suggestion) => suggestion.Text),
          ['Wat is dementie?'],
          'several words: the title from the first of them on',
        );
      });

      it('gives at most eight, each once whatever its case or accents', async () => {
        for (const typed of ['de', 'alzheimer', 'alzheimer cafe', 'regio', 'ca']) {
          const list = await typeAhead(typed);
          assert.ok(list.length <= 8, typed);
          const folded = list.map((suggestion) => foldName(suggestion.Text));
          assert.equal(new Set(folded).size, folded.length, `${typed}: ${folded.join(', ')}`);
        }
        assert.equal((await typeAhead('de')).length, 8, 'a common start fills the list');
        const cafe = await typeAhead('alzheimer cafe');
        assert.ok(cafe.some((suggestion) => suggestion.Text === 'Alzheimer Café'));
      });

      it('suggests common terms despite a typo', async () => {
        const list = await typeAhead('mantlz');
        assert.ok(list.some((suggestion) => suggestion.Text === 'mantelzorg' && suggestion.Kind === 'term'));
        assert.deepEqual(await typeAhead('xqzwvkjh'), []);
      });

      it('needs two characters', async () => {
        for (const typed of ['', 'd', ' d ', 'é', '😀', '!!', '\u0000d']) {
          assert.deepEqual(await typeAhead(typed), [], JSON.stringify(typed));
        }
        assert.ok((await typeAhead('de')).length > 0);
      });
    });
  });
}
