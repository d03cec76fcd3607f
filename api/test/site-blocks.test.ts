import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SlideIn, StyleRule } from '../src/types/site';
import { BACKENDS, getJson, useApp } from './helper';

for (const backend of BACKENDS) {
  describe(`slide-ins and style rules (${backend})`, () => {
    const context = useApp(backend);

    it('serves every slide-in in the Drupal wire shape, disabled ones too', async () => {
      const { status, body } = await getJson<SlideIn[]>(context.app, '/api/drupal/api/slideins');
      assert.equal(status, 200);
      assert.deepEqual(
        body.map((slideIn) => [slideIn.id, slideIn.status, slideIn.weight]),
        [
          [1, true, 20],
          [2, true, 0],
          [3, true, 10],
          [4, false, -5],
        ],
      );
      const [mantelzorg, dementie, front] = body;
      assert.deepEqual(Object.keys(mantelzorg ?? {}).sort(), [
        'field_button',
        'field_compact_text',
        'field_compact_title',
        'field_form_id',
        'field_image',
        'field_pages',
        'field_script_id',
        'field_seconds',
        'field_text',
        'id',
        'status',
        'title',
        'weight',
      ]);
      assert.equal(mantelzorg?.field_pages, '/mantelzorg\n/mantelzorg/*');
      assert.equal(mantelzorg?.field_seconds, 604800);
      assert.deepEqual(mantelzorg?.field_button, {
        title: 'Vind een vrijwilliger',
        uri: '/help-mee/steun-met-tijd',
        external: false,
      });
      assert.equal(mantelzorg?.field_image?.url, '/blobstorage/pictures/handen-vasthouden.svg');
      assert.match(mantelzorg?.field_text.value ?? '', /^<p>/);
      assert.equal(dementie?.field_pages, '/dementie/*');
      assert.equal(dementie?.field_seconds, 86400);
      assert.equal(dementie?.field_form_id, 'nieuwsbrief-dementie');
      assert.equal(dementie?.field_script_id, 'nb-2026');
      assert.equal(dementie?.field_image, null);
      assert.equal(dementie?.field_button, null);
      assert.equal(front?.field_pages, '<front>');
      assert.equal(front?.field_seconds, 3600);
    });

    it('serves the style rules', async () => {
      const { status, body } = await getJson<StyleRule[]>(context.app, '/api/drupal/api/asset-injector/css');
      assert.equal(status, 200);
      assert.deepEqual(body[0], {
        code: 'main { background: #fbf6ee; }',
        paths: '/mantelzorg\n/mantelzorg/*',
        content_types: ['content_page'],
        condition: 'AND',
      });
      assert.equal(body[1]?.condition, 'OR');
      assert.deepEqual(body[1]?.content_types, ['memory_test_result_page']);
    });

    it('serves an empty path list and empty content types as they are', async () => {
      await context.db.query(
        "INSERT INTO style_rules (id, code, paths, content_types, condition) VALUES (99, 'p { margin: 0; }', '', '{}', 'OR')",
      );
      const { body } = await getJson<StyleRule[]>(context.app, '/api/drupal/api/asset-injector/css');
      assert.deepEqual(body.at(-1), { code: 'p { margin: 0; }', paths: '', content_types: [], condition: 'OR' });
      await context.db.query('DELETE FROM style_rules WHERE id = 99');
    });

    it('answers 404 JSON next to these routes', async () => {
      for (const url of ['/api/drupal/api/slideins/1', '/api/drupal/api/asset-injector/js']) {
        const { status, body } = await getJson<{ statusCode: number }>(context.app, url);
        assert.equal(status, 404, url);
        assert.equal(body.statusCode, 404);
      }
    });
  });
}
