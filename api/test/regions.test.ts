import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface Region {
  Id: number;
  Title: string;
  Introduction: string;
  Data: { Path: string };
}

for (const backend of BACKENDS) {
  describe(`region search (${backend})`, () => {
    const context = useApp(backend);
    const search = (query: string) => getJson<Region[]>(context.app, `/api/v1/region/search?${query}`);
    const titles = async (query: string) => (await search(query)).body.map((r) => r.Title);

    it('finds a region by a municipality it serves, with its path and plain-text introduction', async () => {
      const { status, body } = await search('query=Nieuwegein');
      assert.equal(status, 200);
      assert.deepEqual(
        body.map((r) => r.Data.Path),
        ['/regios/utrecht'],
      );
      assert.match(body[0]!.Introduction, /^Welkom bij regio Utrecht\./);
      assert.doesNotMatch(body[0]!.Introduction, /</);
    });

    it('ignores case, accents and apostrophes, and puts a whole-name hit first', async () => {
      assert.deepEqual(
        await titles('query=s-HERTOGENBOSCH'),
        await titles(`query=${encodeURIComponent("'s-Hertogenbosch")}`),
      );
      assert.deepEqual(
        await titles(`query=${encodeURIComponent('’s-Hertogenbosch')}`),
        await titles(`query=${encodeURIComponent("'s-Hertogenbosch")}`),
      );
      assert.ok((await titles('query=d%C3%A9n%20haag')).includes('Regio Den Haag'));
      assert.ok((await titles('query=den-haag')).includes('Regio Den Haag'));
      const utrecht = await titles('query=utrecht');
      assert.equal(utrecht[0], 'Regio Utrecht');
      assert.ok(utrecht.length > 1, 'Utrechtse Heuvelrug matches too');
    });

    it('lists all 48 regions alphabetically without a term, and nothing for an unknown place', async () => {
      const all = await titles('');
      assert.equal(all.length, 48);
      assert.deepEqual(
        all,
        [...all].sort((a, b) => (a < b ? -1 : 1)),
      );
      assert.deepEqual(await titles('query=Atlantis'), []);
    });

    it('finds the region serving a postcode, municipality or place of the gazetteer, with a typo or accent', async () => {
      assert.deepEqual(await titles('query=3511'), ['Regio Utrecht']);
      assert.deepEqual(await titles('query=3511%20AB'), ['Regio Utrecht']);
      assert.equal((await titles('query=Zwolle'))[0], 'Regio Zwolle en omstreken');
      assert.deepEqual(await titles('query=Kampen'), ['Regio Zwolle en omstreken']);
      // Not listed for any region: served by the region with the nearest office.
      assert.deepEqual(await titles('query=Bunschoten'), ['Regio Amersfoort en omstreken']);
      assert.deepEqual(await titles('query=Spakenburg'), ['Regio Amersfoort en omstreken']);
      assert.deepEqual(await titles('query=Amersfort'), ['Regio Amersfoort en omstreken']);
      assert.equal((await titles(`query=${encodeURIComponent('Castelré')}`)).length, 1);
      assert.deepEqual(await titles('query=Atlantis'), []);
      assert.deepEqual(await titles('query=0000'), []);
    });

    it('treats LIKE wildcards as text and rejects control characters', async () => {
      assert.deepEqual(await titles('query=%25%25'), (await titles('')).slice(0, 48));
      assert.equal((await search('query=%00')).status, 400);
      assert.equal((await search(`query=${'a'.repeat(201)}`)).status, 400);
    });
  });
}
