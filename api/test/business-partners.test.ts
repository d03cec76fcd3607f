import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface Partner {
  nid: number;
  title: string;
  label: string;
  tag: string;
  introduction: string;
  path: string;
  headerImage: { url: string; alt: string; crops: { url: string; width: number }[] } | null;
}

for (const backend of BACKENDS) {
  describe(`business partners (${backend})`, () => {
    const context = useApp(backend);
    const partners = () => getJson<Partner[]>(context.app, '/api/drupal/api/all-bedrijfsvriend');

    it('lists every published business partner, sorted by title', async () => {
      const { status, body } = await partners();
      assert.equal(status, 200);
      assert.ok(body.length >= 4, 'the seed has at least four partners');
      const titles = body.map((partner) => partner.title);
      assert.deepEqual(
        titles,
        [...titles].sort((a, b) => a.localeCompare(b, 'nl')),
      );
      assert.ok(body.every((partner) => partner.path.startsWith('/zakelijk/bedrijfsvrienden/')));
    });

    it('gives each card its label, tag, plain introduction, path and card image', async () => {
      const { body } = await partners();
      const bakery = body.find((partner) => partner.title === 'Bakkerij De Gouden Korst');
      assert.ok(bakery);
      assert.equal(bakery.label, bakery.title);
      assert.equal(bakery.tag, 'Hoofdpartner');
      assert.equal(bakery.path, '/zakelijk/bedrijfsvrienden/bakkerij-de-gouden-korst');
      assert.ok(bakery.introduction.length > 0);
      assert.doesNotMatch(bakery.introduction, /<[a-z]/);
      assert.ok(bakery.headerImage);
      assert.deepEqual(
        bakery.headerImage.crops.map((crop) => crop.width),
        [380, 760, 1520],
      );
    });

    it('leaves out unpublished partners and answers an empty list when there are none', async () => {
      const { db, app } = context;
      await db.query("UPDATE nodes SET status = false WHERE alias = '/zakelijk/bedrijfsvrienden/drukkerij-letterlust'");
      const { body } = await partners();
      assert.ok(!body.some((partner) => partner.title === 'Drukkerij Letterlust'));
      await db.query("UPDATE nodes SET status = true WHERE alias = '/zakelijk/bedrijfsvrienden/drukkerij-letterlust'");

      await db.query("UPDATE nodes SET type = 'business_partner_hidden' WHERE type = 'business_partner'");
      const empty = await getJson<Partner[]>(app, '/api/drupal/api/all-bedrijfsvriend');
      await db.query("UPDATE nodes SET type = 'business_partner' WHERE type = 'business_partner_hidden'");
      assert.equal(empty.status, 200);
      assert.deepEqual(empty.body, []);
    });

    it('ignores unknown query parameters (tracking tags and such)', async () => {
      const { status, body } = await getJson<Partner[]>(
        context.app,
        '/api/drupal/api/all-bedrijfsvriend?utm_source=nieuwsbrief',
      );
      assert.equal(status, 200);
      assert.ok(body.length >= 4);
    });

    it('tolerates a partner stored with malformed fields', async () => {
      const { db } = context;
      await db.query(
        `UPDATE nodes SET data = data || '{"field_tag": 5, "field_header_image_video": {"kind": "video"}, "field_introduction_wysiwyg": null}'::jsonb
         WHERE alias = '/zakelijk/bedrijfsvrienden/fietsenmaker-van-dam'`,
      );
      const { status, body } = await partners();
      assert.equal(status, 200);
      const bikes = body.find((partner) => partner.path === '/zakelijk/bedrijfsvrienden/fietsenmaker-van-dam');
      assert.deepEqual(
        { tag: bikes?.tag, introduction: bikes?.introduction, headerImage: bikes?.headerImage },
        { tag: '', introduction: '', headerImage: null },
      );
    });
  });
}
