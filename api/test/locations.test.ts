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
