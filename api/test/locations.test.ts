import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface Locations {
  Total: number;
  Locations: { Title: string; LocationType: string; Address: Record<string, string>; Data: { Path: string } }[];
}

for (const backend of BACKENDS) {
  describe(`region locations (${backend})`, () => {
    const context = useApp(backend);
    const get = <T>(url: string) => getJson<T>(context.app, url);

    it('finds a region by its url name with dashes turned to spaces', async () => {
      const { status, body } = await get(`/api/v1/region/${encodeURIComponent('s hertogenbosch en omstreken')}`);
      assert.equal(status, 200);
      assert.deepEqual(body, {
        Id: (body as { Id: number }).Id,
        Title: "Regio 's-Hertogenbosch en omstreken",
        Data: { Path: '/regios/s-hertogenbosch-en-omstreken' },
      });
      assert.equal((await get('/api/v1/region/utrecht')).status, 200);
      assert.equal((await get('/api/v1/region/atlantis')).status, 404);
      assert.equal((await get('/api/v1/region/%3Cscript%3E')).status, 400);
    });

    it('lists the eight locations of a region with type and address, and filters by type', async () => {
      const region = await get<{ Id: number }>('/api/v1/region/utrecht');
      const all = await get<Locations>(`/api/v1/region/locations/${region.body.Id}`);
      assert.equal(all.body.Total, 8);
      assert.ok(all.body.Locations.every((l) => l.Data.Path.startsWith('/regios/utrecht/locaties/')));
      assert.ok(
        all.body.Locations.every(
          (l) => l.Address.locality === 'Utrecht' && /^\d{4} [A-Z]{2}$/.test(l.Address.postal_code!),
        ),
      );
      const types = await get<{ tid: number; name: string }[]>('/api/drupal/api/taxonomies/location_type');
      assert.equal(types.body[0]!.name, 'Alzheimer Café');
      const cafes = await get<Locations>(
        `/api/v1/region/locations/${region.body.Id}?locationType=${types.body[0]!.tid}`,
      );
      assert.ok(cafes.body.Total > 0 && cafes.body.Total < 8);
      assert.ok(cafes.body.Locations.every((l) => l.LocationType === 'Alzheimer Café'));
    });

    it('pages the locations by ten, and a page past the end still gives the total', async () => {
      // Twelve locations of a made-up region: more than one page.
      const region = 99_001;
      const nodes = Array.from({ length: 12 }, (_, i) => ({
        nid: 99_100 + i,
        type: 'location',
        title: `Locatie ${String(i + 1).padStart(2, '0')}`,
        alias: `/regios/test/locaties/${i + 1}`,
        created: '2026-01-01T00:00:00Z',
        changed: '2026-01-01T00:00:00Z',
        data: { field_regio: { id: region }, field_location_type: { id: 1, label: 'Alzheimer Café' } },
      }));
      await context.db.query(
        `INSERT INTO nodes (nid, type, title, alias, created, changed, data)
         SELECT nid, type, title, alias, created, changed, data FROM jsonb_to_recordset($1::text::jsonb)
         AS x(nid integer, type text, title text, alias text, created timestamptz, changed timestamptz, data jsonb)`,
        [JSON.stringify(nodes)],
      );
      const page = async (n: number) => (await get<Locations>(`/api/v1/region/locations/${region}?page=${n}`)).body;
      const [first, second, past] = [await page(0), await page(1), await page(2)];
      assert.equal(first.Total, 12);
      assert.deepEqual(
        [...first.Locations, ...second.Locations].map((l) => l.Title),
        nodes.map((n) => n.title),
      );
      assert.equal(second.Total, 12);
      assert.deepEqual(past, { Total: 12, Locations: [] });
    });

    it('answers bad input with 4xx and an unknown region with an empty list', async () => {
      assert.deepEqual((await get<Locations>('/api/v1/region/locations/999999')).body, { Total: 0, Locations: [] });
      for (const url of [
        '/api/v1/region/locations/abc',
        '/api/v1/region/locations/1?page=-1',
        '/api/v1/region/locations/1?locationType=x',
      ]) {
        assert.equal((await get(url)).status, 400, url);
      }
      assert.equal((await get('/api/drupal/api/taxonomies/passwords')).status, 404);
      assert.equal((await get('/api/drupal/api/taxonomies/DROP%20TABLE')).status, 400);
    });
  });
}
