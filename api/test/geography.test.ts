import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldName } from '../src/lib/fold-name';
import { createGeo } from '../src/plugins/app/geo-repository';
import { BACKENDS, useApp } from './helper';

for (const backend of BACKENDS) {
  describe(`geography (${backend})`, () => {
    const context = useApp(backend);
    const geocode = (query: string) => createGeo(context.db).geocode(query);

    it('geocodes a postcode typed as 1234 or 1234 AB to the centre of its area', async () => {
      const amersfoort = { lat: 52.1546779, lon: 5.3886526, label: 'Amersfoort', municipality: 'Amersfoort' };
      assert.deepEqual(await geocode('3811'), amersfoort);
      assert.deepEqual(await geocode('3811 AB'), amersfoort);
      assert.deepEqual(await geocode(' 3811ab '), amersfoort);
      assert.equal(await geocode('0000'), null);
    });

    it('finds places and municipalities whatever the case, accents or common spelling', async () => {
      assert.equal((await geocode('castelre'))?.label, 'Castelré');
      assert.equal((await geocode('BABYLONIËNBROEK'))?.label, 'Babyloniënbroek');
      assert.equal((await geocode("'s-Gravenhage"))?.label, 'Den Haag');
      assert.equal((await geocode('den haag'))?.label, 'Den Haag');
      assert.equal((await geocode('Den Bosch'))?.label, "'s-Hertogenbosch");
      assert.equal((await geocode('Hollands Kroon')) === null, true, 'formed after the gazetteer year');
      assert.equal((await geocode('Bunschoten'))?.municipality, 'Bunschoten');
    });

    it('looks a place up once: typed again, in any spelling that folds alike, it is remembered', async () => {
      const asked: string[] = [];
      const geo = createGeo({
        query: (sql, params) => {
          asked.push(String(params?.[0]));
          return context.db.query(sql, params);
        },
      } as typeof context.db);
      const utrecht = await geo.geocode('Utrecht');
      assert.notEqual(utrecht, null);
      assert.deepEqual(await geo.geocode(' UTRECHT '), utrecht);
      assert.deepEqual(await geo.geocode('3811'), await geo.geocode('3811 AB'));
      assert.equal(await geo.geocode('Atlantis'), null);
      assert.equal(await geo.geocode('atlantis'), null);
      assert.deepEqual(asked, ['utrecht', '3811', 'atlantis', 'atlantis']);
    });

    it('forgives a small typo but knows no made-up place', async () => {
      assert.equal((await geocode('Amersfort'))?.label, 'Amersfoort');
      assert.equal((await geocode('Zwole'))?.label, 'Zwolle');
      assert.equal(await geocode('Atlantis'), null);
      assert.equal(await geocode('   '), null);
    });

    it('stores names folded by foldName, the fold the lookups apply to what a visitor types', async () => {
      const municipalities = await context.db.query<{ municipality: string; folded: string }>(
        'SELECT municipality, folded FROM municipality_regions',
      );
      const misfolded = municipalities.rows.filter((row) => row.folded !== foldName(row.municipality));
      assert.deepEqual(misfolded, []);
      const names = await context.db.query<{ name: string }>('SELECT DISTINCT name FROM place_names');
      assert.ok(names.rows.length > 1000);
      assert.deepEqual(
        names.rows.filter((row) => foldName(row.name) !== row.name),
        [],
      );
      assert.equal((await geocode('’s-Hertogenbosch'))?.label, "'s-Hertogenbosch");
      assert.equal((await geocode('Ĳsselstein'))?.label, 'IJsselstein');
    });

    it('assigns every municipality of the gazetteer to exactly one region, keeping the listed ones', async () => {
      const { rows } = await context.db.query<{ missing: number; regions: number; wrong: number }>(`
        SELECT
          (SELECT count(DISTINCT g.municipality)::int FROM gazetteer g
            LEFT JOIN municipality_regions m ON m.municipality = g.municipality
            WHERE g.municipality IS NOT NULL AND m.region_nid IS NULL) AS missing,
          (SELECT count(DISTINCT region_nid)::int FROM municipality_regions) AS regions,
          (SELECT count(*)::int FROM municipality_regions m JOIN nodes n ON n.nid = m.region_nid
            WHERE n.type <> 'regio') AS wrong`);
      assert.deepEqual(rows[0], { missing: 0, regions: 48, wrong: 0 });
      const kampen = await context.db.query<{ title: string }>(
        `SELECT n.title FROM municipality_regions m JOIN nodes n ON n.nid = m.region_nid WHERE m.municipality = 'Kampen'`,
      );
      assert.equal(kampen.rows[0]?.title, 'Regio Zwolle en omstreken');
    });
  });
}
