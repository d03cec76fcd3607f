import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface ThematicAnswer {
  Total: number;
  Items: {
    Id: number;
    Title: string;
    HeaderImage: { url: string } | null;
    Data: { Path: string };
    Introduction: string;
  }[];
}

for (const backend of BACKENDS) {
  describe(`node-path (${backend})`, () => {
    const context = useApp(backend);
    const nodePath = (path: string) =>
      getJson<{ path?: string; message?: string }>(context.app, `/api/drupal/api/node-path?path=${path}`);

    it('answers the alias of a published node, with or without a leading slash', async () => {
      for (const path of ['node/11', '/node/11', 'node%2F11']) {
        const { status, body } = await nodePath(path);
        assert.equal(status, 200, path);
        assert.deepEqual(body, { path: '/dementie/wat-is-dementie' });
      }
    });

    it('answers 404 for an unknown or unpublished node', async () => {
      for (const path of ['node/999999', 'node/441']) {
        const { status, body } = await nodePath(path);
        assert.equal(status, 404, path);
        assert.equal(typeof body.message, 'string');
      }
    });

    it('answers 400 for a malformed path', async () => {
      for (const query of [
        'path=nodes/11',
        'path=node/abc',
        'path=/dementie',
        'path=node/11/edit',
        'path=',
        '',
        'path=node/1%00',
      ]) {
        const { status } = await getJson(context.app, `/api/drupal/api/node-path?${query}`);
        assert.equal(status, 400, query);
      }
    });
  });

  describe(`thematic search (${backend})`, () => {
    const context = useApp(backend);
    const search = (query: string) => getJson<ThematicAnswer>(context.app, `/api/v1/thematic/search?${query}`);

    it('finds published nodes by tag id or label, ignoring case, newest first', async () => {
      const byId = await search('tag=2');
      assert.equal(byId.status, 200);
      assert.ok(byId.body.Total > 0);
      assert.ok(byId.body.Items.length <= 15);
      const byLabel = await search('tag=mantelZORG');
      assert.deepEqual(byLabel.body, byId.body);
      const paths = byId.body.Items.map((item) => item.Data.Path);
      const all = await search(`tag=2&pageSize=50`);
      assert.ok(all.body.Items.some((item) => item.Data.Path === '/mantelzorg/mantelzorg-en-werk'));
      assert.equal(new Set(paths).size, paths.length);
      for (const item of byId.body.Items) {
        assert.ok(item.Title.length > 0);
        assert.ok(item.Data.Path.startsWith('/'));
        assert.doesNotMatch(item.Introduction, /<[a-z]/);
      }
    });

    it('pages through the results with page and pageSize', async () => {
      const first = await search('tag=Mantelzorg&page=0&pageSize=2');
      const second = await search('tag=Mantelzorg&page=1&pageSize=2');
      assert.equal(first.body.Items.length, 2);
      assert.equal(second.body.Total, first.body.Total);
      const seen = new Set(first.body.Items.map((item) => item.Id));
      assert.ok(second.body.Items.every((item) => !seen.has(item.Id)));
      const beyond = await search('tag=Mantelzorg&page=999&pageSize=2');
      assert.deepEqual(beyond.body, { Total: first.body.Total, Items: [] });
    });

    it('answers an empty list for a tag nobody uses', async () => {
      const { status, body } = await search('tag=Bestaat%20niet');
      assert.equal(status, 200);
      assert.deepEqual(body, { Total: 0, Items: [] });
    });

    it('answers 400 for bad input', async () => {
      for (const query of [
        '',
        'tag=',
        'tag=%20',
        'tag=2&pageSize=51',
        'tag=2&pageSize=0',
        'tag=2&page=-1',
        'tag=2&page=een',
        'tag=a%00b',
      ]) {
        const { status, body } = await getJson<{ statusCode: number }>(context.app, `/api/v1/thematic/search?${query}`);
        assert.equal(status, 400, query);
        assert.equal(body.statusCode, 400);
      }
    });
  });
}
