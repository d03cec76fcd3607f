import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DrupalNode } from '../src/types/wire';
import { BACKENDS, getJson, useApp } from './helper';

const HOME = { title: 'Home', url: '/' };
const DRAFT = '/concept/jonge-mensen-met-dementie';

for (const backend of BACKENDS) {
  describe(`breadcrumbs and preview (${backend})`, () => {
    const context = useApp(backend);
    const crumbs = (path: string) =>
      getJson(context.app, `/api/drupal/api/breadcrumb?${new URLSearchParams({ path }).toString()}`);

    it('gives Home, each published parent and the page itself', async () => {
      for (const path of ['/dementie/wat-is-dementie', '/dementie/wat-is-dementie/']) {
        const { status, body } = await crumbs(path);
        assert.equal(status, 200);
        assert.deepEqual(body, [
          HOME,
          { title: 'Over dementie', url: '/dementie' },
          { title: 'Wat is dementie?', url: '/dementie/wat-is-dementie' },
        ]);
      }
    });

    it('skips leading segments that are no page', async () => {
      const { body } = await crumbs('/zakelijk/nieuwsbrief-aanmelden');
      assert.deepEqual(body, [HOME, { title: 'Nieuwsbrief voor bedrijven', url: '/zakelijk/nieuwsbrief-aanmelden' }]);
    });

    it('gives only Home for the home page and for unknown or unpublished paths', async () => {
      for (const path of ['/', '/bestaat-niet', '/dementie/bestaat-niet', DRAFT]) {
        const { status, body } = await crumbs(path);
        assert.equal(status, 200, path);
        assert.deepEqual(body, [HOME], path);
      }
    });

    it('includes unpublished pages for a preview- path', async () => {
      const { status, body } = await crumbs(`preview-${DRAFT}`);
      assert.equal(status, 200);
      assert.deepEqual(body, [HOME, { title: 'Jonge mensen met dementie (concept)', url: DRAFT }]);
    });

    it('refuses a missing, relative, over-long or control-character path with 400 JSON', async () => {
      for (const query of [
        '',
        'path=',
        'path=dementie',
        `path=/${'a'.repeat(600)}`,
        'path=/dementie%0A',
        'path=/a/../b',
      ]) {
        const { status, body } = await getJson<{ statusCode: number }>(
          context.app,
          `/api/drupal/api/breadcrumb?${query}`,
        );
        assert.equal(status, 400, query.slice(0, 30));
        assert.equal(body.statusCode, 400);
      }
    });

    it('previews any revision of a node, unpublished ones too', async () => {
      const current = await getJson<DrupalNode>(context.app, '/api/drupal/api/preview/node/900/2');
      assert.equal(current.status, 200);
      assert.equal(current.body.title, 'Jonge mensen met dementie (concept)');
      assert.equal(current.body.status, false);
      assert.equal(current.body.path.alias, DRAFT);
      assert.ok(current.body.field_page_content.length > 0);

      const first = await getJson<DrupalNode>(context.app, '/api/drupal/api/preview/node/900/1');
      assert.equal(first.body.title, 'Jonge mensen met dementie (eerste opzet)');

      const published = await getJson<DrupalNode>(context.app, '/api/drupal/api/preview/node/11/1');
      assert.equal(published.body.title, 'Wat is dementie?');
    });

    it('keeps the draft off the public alias and out of search', async () => {
      const { status } = await getJson(context.app, `/api/drupal${DRAFT}`);
      assert.equal(status, 404);
      const search = await getJson<{ Documents: { Id: number }[] }>(context.app, '/api/v1/es/search?query=jonge');
      assert.ok(!search.body.Documents.some((document) => document.Id === 900));
    });

    it('answers 404 for an unknown node or revision', async () => {
      for (const url of ['/api/drupal/api/preview/node/900/3', '/api/drupal/api/preview/node/12345/1']) {
        const { status, body } = await getJson<{ statusCode: number }>(context.app, url);
        assert.equal(status, 404, url);
        assert.equal(body.statusCode, 404);
      }
    });

    it('refuses other entity types and ids that are no positive whole number with 400', async () => {
      for (const tail of [
        'taxonomy_term/1/1',
        'node/0/1',
        'node/-1/1',
        'node/abc/1',
        'node/1/1.5',
        'node/1/9999999999',
      ]) {
        const { status, body } = await getJson<{ statusCode: number }>(context.app, `/api/drupal/api/preview/${tail}`);
        assert.equal(status, 400, tail);
        assert.equal(body.statusCode, 400);
      }
    });
  });
}
