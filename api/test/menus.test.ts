import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MenuItem } from '../src/types/wire';
import { BACKENDS, getJson, useApp } from './helper';

function assertSorted(items: MenuItem[]) {
  const weights = items.map((item) => item.weight);
  assert.deepEqual(
    weights,
    [...weights].sort((a, b) => a - b),
  );
  for (const item of items) assertSorted(item.below);
}

for (const backend of BACKENDS) {
  describe(`menus (${backend})`, () => {
    const context = useApp(backend);

    it('serves the main menu sorted by weight, children too', async () => {
      const { status, body } = await getJson<MenuItem[]>(context.app, '/api/drupal/api/menu_items/main');
      assert.equal(status, 200);
      assert.ok(body.length >= 5 && body.length <= 7);
      assertSorted(body);
      assert.equal(body[0]?.title, 'Over dementie');
      assert.deepEqual(
        body[0]?.below.map((item) => item.title),
        ['Wat is dementie?', 'Vormen van dementie', 'Leven met dementie'],
      );
      const first = body[0]?.below[0];
      assert.equal(first?.relative, '/dementie/wat-is-dementie');
      assert.equal(first?.alias, 'dementie/wat-is-dementie');
      assert.equal(first?.absolute, 'http://localhost:3000/dementie/wat-is-dementie');
      assert.equal(first?.external, false);
      assert.match(String(first?.key), /^menu_link_content:[0-9a-f-]{36}$/);
    });

    it('serves the footer as columns with links below', async () => {
      const { status, body } = await getJson<MenuItem[]>(context.app, '/api/drupal/api/menu_items/footer');
      assert.equal(status, 200);
      assert.ok(body.length >= 3 && body.length <= 4);
      assertSorted(body);
      for (const column of body) assert.ok(column.below.length > 0);
      const external = body.flatMap((column) => column.below).find((item) => item.external);
      assert.equal(external?.relative, external?.absolute);
    });

    it('answers 404 JSON for an unknown menu', async () => {
      const { status, body } = await getJson<{ message: string }>(
        context.app,
        '/api/drupal/api/menu_items/bestaat-niet',
      );
      assert.equal(status, 404);
      assert.equal(typeof body.message, 'string');
    });
  });
}
