import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceDayOf } from '../src/seed/dates';
import { BACKENDS, getJson, useApp } from './helper';

interface Item {
  nid: number;
  title: string;
  path: { alias: string };
  changed: string;
  field_text: { value: string } | null;
  field_image?: { url: string; alt: string } | null;
  field_link?: { title: string; uri: string } | null;
  field_primary_button?: { title: string; uri: string } | null;
  field_start_date?: string | null;
  field_end_date?: string | null;
}

const UTRECHT = 109;
const AMSTERDAM = 100;
const AMSTELLAND = 101;

for (const backend of BACKENDS) {
  describe(`region content views (${backend})`, () => {
    const context = useApp(backend);
    const view = (name: string, query = '') => getJson<Item[]>(context.app, `/api/drupal/api/${name}${query}`);

    it('sends two to four services of a region with text, image and link', async () => {
      const { status, body } = await view('get-regio-services', `?regio=${UTRECHT}`);
      assert.equal(status, 200);
      assert.ok(body.length >= 2 && body.length <= 4, `${body.length} services`);
      for (const service of body) {
        assert.match(service.path.alias, /^\/regios\/utrecht\/voorzieningen\//);
        assert.ok(service.field_text?.value.startsWith('<p>'));
        assert.match(service.field_image?.url ?? '', /^\/blobstorage\/content\//);
        assert.equal(service.field_image?.alt, service.title);
        assert.ok(service.field_link?.uri.startsWith('/'));
      }
    });

    it('sends all highlights of a region, current, expired and future alike, for the site to filter', async () => {
      const { body } = await view('get-regio-highlights', `?regio=${UTRECHT}`);
      assert.ok(body.length >= 3 && body.length <= 5, `${body.length} highlights`);
      const now = Date.now();
      const kinds = body.map((h) => {
        const start = Date.parse(h.field_start_date!);
        const end = Date.parse(h.field_end_date!);
        assert.ok(start < end, 'a window starts before it ends');
        return end < now ? 'expired' : start > now ? 'future' : 'current';
      });
      assert.deepEqual([...new Set(kinds)].sort(), ['current', 'expired', 'future'], kinds.join());
      assert.equal(new Set(body.map((h) => h.changed)).size, body.length, 'distinct modification dates');
      assert.ok(body.every((h) => h.field_primary_button?.uri === '/regios/utrecht/over-de-regio'));
    });

    it('gives every region a current, an expired and a future highlight, on the seed day and today', async () => {
      const { rows } = await context.db.query<{ nid: number; title: string }>(
        "SELECT nid, title FROM nodes WHERE type = 'regio' ORDER BY nid",
      );
      assert.equal(rows.length, 48);
      // The seed dates its content from 09:00 UTC on the reference day.
      const seedDay = Date.parse(`${referenceDayOf(new Date())}T09:00:00Z`);
      for (const moment of [seedDay, Date.now()]) {
        for (const region of rows) {
          const { body } = await view('get-regio-highlights', `?regio=${region.nid}`);
          const kinds = new Set(
            body.map((h) => {
              const [start, end] = [Date.parse(h.field_start_date!), Date.parse(h.field_end_date!)];
              return end < moment ? 'expired' : start > moment ? 'future' : 'current';
            }),
          );
          assert.deepEqual([...kinds].sort(), ['current', 'expired', 'future'], region.title);
        }
      }
    });

    it('has region-specific dementia information for some regions only, and four generic items', async () => {
      const own = await view('get-regio-single-info-about-dementie', `?regio=${AMSTERDAM}`);
      assert.ok(own.body.length >= 2, 'Amsterdam has its own information');
      assert.ok(own.body.every((i) => i.path.alias.startsWith('/regios/amsterdam/informatie-over-dementie/')));
      assert.deepEqual((await view('get-regio-single-info-about-dementie', `?regio=${AMSTELLAND}`)).body, []);
      const generic = await view('get-regio-generic-info-about-dementie');
      assert.equal(generic.status, 200);
      assert.deepEqual(
        generic.body.map((i) => i.title),
        ['Wat is dementie?', 'De eerste signalen', 'Leven met dementie', 'Zorgen voor iemand met dementie'],
      );
    });

    it('sends the "over de regio" page of a region as the first item, and serves that page', async () => {
      const { body } = await view('get-regio-over-de-regio', `?regio=${UTRECHT}`);
      assert.equal(body.length, 1);
      assert.equal(body[0]!.path.alias, '/regios/utrecht/over-de-regio');
      assert.match(body[0]!.field_text?.value ?? '', /regio Utrecht/);
      const page = await getJson<{ type: string; title: string }>(
        context.app,
        '/api/drupal/regios/utrecht/over-de-regio',
      );
      assert.equal(page.status, 200);
      assert.equal(page.body.type, 'over_de_regio');
    });

    it('answers an unknown region with an empty list and a bad or missing id with 400', async () => {
      assert.deepEqual((await view('get-regio-services', '?regio=99999')).body, []);
      for (const query of ['', '?regio=abc', '?regio=0', '?regio=1.5']) {
        const { status, body } = await getJson<{ statusCode: number }>(
          context.app,
          `/api/drupal/api/get-regio-highlights${query}`,
        );
        assert.equal(status, 400, query);
        assert.equal(body.statusCode, 400);
      }
    });

    it('gives every region social links and a newsletter recipient', async () => {
      const { body } = await getJson<Record<string, unknown>>(context.app, '/api/drupal/regios/utrecht');
      const links = body.field_social_links as Record<string, string>;
      assert.match(links.facebook ?? '', /^https:\/\/www\.facebook\.com\//);
      assert.equal(body.field_newsletter_recipient_email, 'nieuwsbrief.utrecht@example.org');
      assert.equal(body.field_newsletter, true);
    });

    it('has the newsletter checkbox on for most regions and off for a few', async () => {
      const { rows } = await context.db.query<{ title: string; newsletter: boolean | null }>(
        "SELECT title, (data->>'field_newsletter')::boolean AS newsletter FROM nodes WHERE type = 'regio'",
      );
      const off = rows.filter((row) => row.newsletter === false).map((row) => row.title);
      assert.deepEqual(off.sort(), [
        'Regio IJmond',
        'Regio Oost-Groningen',
        'Regio Oss en Maasland',
        'Regio Zoetermeer',
      ]);
      assert.equal(rows.filter((row) => row.newsletter === true).length, 44);
    });
  });
}
