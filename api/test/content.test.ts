import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DrupalNode } from '../src/types/wire';
import { BACKENDS, getJson, useApp } from './helper';

for (const backend of BACKENDS) {
  describe(`content (${backend})`, () => {
    const context = useApp(backend);

    it('reports health with the database kind', async () => {
      const { status, body } = await getJson(context.app, '/health');
      assert.equal(status, 200);
      assert.deepEqual(body, { status: 'ok', database: backend });
    });

    it('serves the home page as the first item of an array', async () => {
      const { status, body } = await getJson<DrupalNode[]>(context.app, '/api/drupal/api/homepage');
      assert.equal(status, 200);
      assert.equal(body[0]?.title, 'Samen sterk bij dementie');
      assert.equal(body[0]?.type, 'homepage');
      assert.deepEqual(body[0]?.path, { alias: '/', langcode: 'nl' });
      assert.ok((body[0]?.field_page_content.length ?? 0) >= 4);
    });

    it('serves a content page by alias, with or without a trailing slash', async () => {
      for (const url of ['/api/drupal/dementie/wat-is-dementie', '/api/drupal/dementie/wat-is-dementie/']) {
        const { status, body } = await getJson<DrupalNode>(context.app, url);
        assert.equal(status, 200);
        assert.equal(body.title, 'Wat is dementie?');
        assert.deepEqual(body.field_parent_page, { id: 10, label: 'Over dementie', url: '/dementie' });
        assert.match(String((body.field_introduction_wysiwyg as { value: string }).value), /^<p>/);
        const first = body.field_page_content[0];
        assert.equal(typeof first?.id, 'number');
        assert.match(String(first?.type), /^paragraph--/);
      }
    });

    it('ignores unknown query parameters on content', async () => {
      const { status } = await getJson(context.app, '/api/drupal/geheugentest/zelf?utm_source=x&x[]=1');
      assert.equal(status, 200);
    });

    it('serves the memory test pages, regions and vacancies with their fields', async () => {
      const zelf = await getJson<DrupalNode>(context.app, '/api/drupal/geheugentest/zelf');
      assert.equal(zelf.body.title, 'Geheugentest voor uzelf');
      const ander = await getJson<DrupalNode>(context.app, '/api/drupal/geheugentest/ander');
      assert.equal(ander.body.title, 'Geheugentest voor een ander');

      const region = await getJson<DrupalNode>(context.app, '/api/drupal/regios/utrecht');
      assert.equal(region.body.title, 'Regio Utrecht');
      assert.equal(region.body.type, 'regio');
      assert.deepEqual(Object.keys(region.body.field_address as object).sort(), [
        'address_line1',
        'country_code',
        'locality',
        'postal_code',
      ]);
      assert.ok(Array.isArray(region.body.field_municipalities));

      const vacancy = await getJson<DrupalNode>(
        context.app,
        '/api/drupal/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
      );
      assert.equal(vacancy.body.title, 'Gastvrouw of gastheer Alzheimer Café');
      assert.equal(vacancy.body.field_vacancy_type, 'regional');
      // The reference carries what an application needs of the region (spec 1 §3), from its node.
      const office = region.body.field_address as Record<string, string>;
      assert.deepEqual(vacancy.body.field_regio, {
        id: region.body.nid,
        title: 'Regio Utrecht',
        path: '/regios/utrecht',
        email: region.body.field_email,
        address: { address_line1: office.address_line1, postal_code: office.postal_code, locality: office.locality },
      });
      assert.deepEqual(vacancy.body.field_organisation_unit_key, { id: region.body.nid, name: 'Regio Utrecht' });
      assert.match(String(vacancy.body.field_end_date), /^\d{4}-\d{2}-\d{2}$/);
    });

    it('seeds 48 distinct regions and their vacancies', async () => {
      const { rows } = await context.db.query<{ type: string; count: number }>(
        "SELECT type, count(DISTINCT title)::int AS count FROM nodes WHERE type IN ('regio', 'vacancies') GROUP BY type",
      );
      const counts = Object.fromEntries(rows.map((row) => [row.type, row.count]));
      assert.equal(counts.regio, 48);
      assert.ok((counts.vacancies ?? 0) >= 8);
      const { rows: vacancies } = await context.db.query(
        "SELECT 1 FROM nodes WHERE type = 'vacancies' AND data->>'field_vacancy_type' = 'regional'",
      );
      assert.equal(vacancies.length, 20 + 2 * 48);
    });

    it('answers 404 JSON for an unknown alias and for unpublished nodes', async () => {
      const unknown = await getJson<{ statusCode: number; error: string; message: string }>(
        context.app,
        '/api/drupal/bestaat-niet',
      );
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.statusCode, 404);
      assert.equal(unknown.body.error, 'Not Found');
      assert.equal(typeof unknown.body.message, 'string');

      await context.db.query("UPDATE nodes SET status = false WHERE alias = '/disclaimer'");
      const hidden = await getJson(context.app, '/api/drupal/disclaimer');
      assert.equal(hidden.status, 404);
      await context.db.query("UPDATE nodes SET status = true WHERE alias = '/disclaimer'");
    });
  });
}
