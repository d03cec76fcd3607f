import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface Item {
  slug: string;
  title: string;
  label: string;
  text: string;
  image: { url: string; alt: string; crops: { url: string; width: number }[] } | null;
  video: { kind: string; id: string; source: string } | null;
  primaryLink: { title: string; url: string; external: boolean } | null;
  secondaryLink: { title: string; url: string; external: boolean } | null;
}

interface Answer {
  overviewPageId: number;
  groups: { title: string; subtitle: string; items: Item[] }[];
}

const OVERVIEW_NID = 300;

for (const backend of BACKENDS) {
  describe(`recommendation items (${backend})`, () => {
    const context = useApp(backend);
    const items = (query: string) => getJson<Answer>(context.app, `/api/v1/recommendation-items?${query}`);

    it('answers the groups of the overview in order, with their items', async () => {
      const { status, body } = await items(`overviewPageId=${OVERVIEW_NID}`);
      assert.equal(status, 200);
      assert.equal(body.overviewPageId, OVERVIEW_NID);
      assert.deepEqual(
        body.groups.map((group) => group.title),
        ['Boeken', 'Films en series', ''],
        'a group without a title stays empty: the site shows its default title',
      );
      const all = body.groups.flatMap((group) => group.items);
      assert.ok(all.length >= 8);
      assert.equal(new Set(all.map((item) => item.slug)).size, all.length, 'slugs are unique');
      for (const item of all) {
        assert.match(item.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
        assert.ok(item.title && item.label && item.text, item.slug);
        assert.ok(item.image?.url.startsWith('/blobstorage/'), item.slug);
      }
    });

    it('sends videos with their provider and links with their address', async () => {
      const { body } = await items(`overviewPageId=${OVERVIEW_NID}`);
      const all = body.groups.flatMap((group) => group.items);
      const film = all.find((item) => item.video !== null);
      assert.deepEqual(film?.video, {
        kind: 'youtube',
        id: 'tipfilm01',
        source: 'https://www.youtube.com/watch?v=tipfilm01',
      });
      const withLinks = all.find((item) => item.primaryLink && item.secondaryLink);
      assert.deepEqual(withLinks?.primaryLink, {
        title: 'Wat is dementie?',
        url: '/dementie/wat-is-dementie',
        external: false,
      });
      assert.ok(all.some((item) => item.primaryLink === null && item.secondaryLink === null));
    });

    it('answers 404 when the id is no published recommendation overview', async () => {
      for (const id of [999_999, 60, OVERVIEW_NID + 1]) {
        const { status, body } = await getJson<{ statusCode: number; message: string }>(
          context.app,
          `/api/v1/recommendation-items?overviewPageId=${id}`,
        );
        assert.equal(status, 404, String(id));
        assert.equal(body.statusCode, 404);
      }
    });

    it('answers 400 for a missing or malformed overviewPageId', async () => {
      for (const query of [
        '',
        'overviewPageId=',
        'overviewPageId=0',
        'overviewPageId=-3',
        'overviewPageId=1.5',
        'overviewPageId=drie',
        'overviewPageId=99999999999',
      ]) {
        const response = await context.app.inject(`/api/v1/recommendation-items?${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json<{ statusCode: number }>().statusCode, 400);
      }
    });
  });
}
