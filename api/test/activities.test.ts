import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { dutchToday } from '../src/plugins/app/activities-repository';
import { activityIconFiles } from '../src/seed/activity-icons';
import { BACKENDS, getJson, useApp } from './helper';

interface Activity {
  Id: number;
  Title: string;
  Url: string;
  Distance?: number;
  Activity: {
    ActivityType: string;
    ActivityTypeIcon: { Path: string };
    StartDate: string;
    EndDate: string | null;
    StartTime: number | null;
    EndTime: number | null;
    ActivityLocation: string;
    Address: { locality: string };
    ExternalLink: { uri: string } | null;
  };
}
interface Page {
  Activities: Activity[];
  Total: number;
  MessageKey?: string;
}

// A made-up region and location around Schiermonnikoog (PC4 9166), where the seed has nothing
// within 10 km, so these activities are the only ones near it.
const REGION = 99_001;
const LOCATION = 99_002;
// Activities only the location listing should see: another region, 30 km out to sea.
const OTHER_REGION = 99_003;
const PAST_LOCATION = 99_004;
const ISLAND = { lat: 53.4785962, lon: 6.1560311 };
const KM_NORTH = 180 / Math.PI / 6371;

const day = (offset: number) => {
  const date = new Date(`${dutchToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

interface TestActivity {
  nid: number;
  km: number;
  /** Days from today (Dutch time); end null: the activity has no end date. */
  start: number;
  end: number | null;
  type: string;
  city: string;
  region?: number;
  location?: number;
}

const TEST_ACTIVITIES: TestActivity[] = [
  { nid: 99_101, km: 6, start: 3, end: 3, type: 'Wandelen', city: 'Schiermonnikoog' },
  { nid: 99_102, km: 10, start: 1, end: null, type: 'Bewegen', city: 'Schiermonnikoog' },
  { nid: 99_103, km: 3, start: 8, end: 9, type: 'Wandelen', city: 'Oosterkwelder' },
  { nid: 99_104, km: 10.05, start: 2, end: 2, type: 'Wandelen', city: 'Schiermonnikoog' },
  { nid: 99_105, km: 1, start: -5, end: -1, type: 'Muziek', city: 'Schiermonnikoog' },
  { nid: 99_106, km: 2, start: -3, end: 0, type: 'Muziek', city: 'Schiermonnikoog' },
  // For the location listings only. Soonest first, the past ones alone would fill a first page.
  ...[
    ...[-40, -39, -38, -37, -36].map((start, i) => ({ nid: 99_107 + i, start, end: start + 2 })),
    { nid: 99_112, start: -1, end: null },
    { nid: 99_113, start: 0, end: null },
    { nid: 99_114, start: 20, end: 21 },
    { nid: 99_115, start: -9, end: -2, location: PAST_LOCATION },
  ].map((a) => ({ km: 30, type: 'Muziek', city: 'Schiermonnikoog', region: OTHER_REGION, ...a })),
];

for (const backend of BACKENDS) {
  describe(`activities (${backend})`, () => {
    const context = useApp(backend);
    const get = <T = Page>(url: string) => getJson<T>(context.app, `/api/v1/region/${url}`);
    const ids = (page: Page) => page.Activities.map((activity) => activity.Id);
    // A 204 has no body to parse: its status and an empty payload are what the site reads.
    const noContent = async (url: string) => {
      const response = await context.app.inject(`/api/v1/region/${url}`);
      return response.statusCode === 204 && response.payload === '';
    };

    before(async () => {
      const nodes = TEST_ACTIVITIES.map((a) => ({
        nid: a.nid,
        type: 'activiteit',
        title: `Test ${a.nid}`,
        alias: `/regios/test/activiteiten/${a.nid}`,
        created: '2026-01-01T00:00:00Z',
        changed: '2026-01-01T00:00:00Z',
        data: {
          field_activity_type: {
            id: a.type === 'Wandelen' ? 3 : a.type === 'Bewegen' ? 7 : 4,
            label: a.type,
            icon: 'x',
          },
          field_start_date: day(a.start),
          field_end_date: a.end === null ? null : day(a.end),
          field_start_time: 36_000,
          field_end_time: 39_600,
          field_location: 'Dorpshuis',
          field_locatie: { id: a.location ?? LOCATION, title: 'Dorpshuis', path: '/regios/test/locaties/dorpshuis' },
          field_address: { locality: a.city },
          field_geolocation: { lat: ISLAND.lat + a.km * KM_NORTH, lon: ISLAND.lon },
          field_regio: { id: a.region ?? REGION, title: 'Regio Test', path: '/regios/test' },
        },
      }));
      await context.db.query(
        `INSERT INTO nodes (nid, type, title, alias, created, changed, data)
         SELECT nid, type, title, alias, created, changed, data FROM jsonb_to_recordset($1::text::jsonb)
         AS x(nid integer, type text, title text, alias text, created timestamptz, changed timestamptz, data jsonb)`,
        [JSON.stringify(nodes)],
      );
    });

    it('lists the current activities nearest first, within the radius to the metre', async () => {
      const { status, body } = await get('activities/closest?query=9166&radius=10');
      assert.equal(status, 200);
      // 99_104 lies 50 m outside; 99_105 ended yesterday; 99_106 ends today and still counts.
      assert.deepEqual(ids(body), [99_106, 99_103, 99_101, 99_102]);
      assert.equal(body.Total, 4);
      assert.deepEqual(
        body.Activities.map((a) => a.Distance),
        [2, 3, 6, 10],
      );
      assert.deepEqual(ids((await get('activities/closest?query=Schiermonnikoog&radius=5')).body), [99_106, 99_103]);
      assert.deepEqual(
        ids((await get('activities/closest?query=9166%20AB&radius=5&activityType=wandelen')).body),
        [99_103],
      );
    });

    it('answers 204 when nothing is near, and an empty result with a message key for an unknown place', async () => {
      assert.ok(await noContent('activities/closest?query=9166&radius=5&activityType=Lezing'));
      assert.deepEqual((await get('activities/closest?query=9166&radius=10&page=1')).body, {
        Activities: [],
        Total: 4,
      });
      const unknown = await get('activities/closest?query=Atlantis&radius=10');
      assert.equal(unknown.status, 200);
      assert.deepEqual(unknown.body, { Activities: [], Total: 0, MessageKey: 'UnknownPlace' });
    });

    it('lists the sorted type names near a place, 204 when there are none', async () => {
      assert.deepEqual((await get<string[]>('activityTypes/closest?query=9166&radius=10')).body, [
        'Bewegen',
        'Muziek',
        'Wandelen',
      ]);
      assert.equal((await get('activityTypes/closest?query=9166&radius=5&x=1')).status, 200);
      assert.ok(await noContent('activityTypes/closest?query=Atlantis&radius=5'));
    });

    it("lists a region's current activities soonest first, with its types and cities as filters", async () => {
      const all = (await get(`activities/${REGION}`)).body;
      assert.deepEqual(ids(all), [99_106, 99_102, 99_104, 99_101, 99_103]);
      assert.deepEqual((await get<string[]>(`activityTypes/${REGION}`)).body, ['Bewegen', 'Muziek', 'Wandelen']);
      assert.deepEqual((await get<string[]>(`cities/${REGION}`)).body, ['Oosterkwelder', 'Schiermonnikoog']);
      assert.deepEqual(
        ids((await get(`activities/${REGION}?activityType=WANDELEN&city=oosterkwelder`)).body),
        [99_103],
      );
      assert.deepEqual(ids((await get(`activities/${REGION}?activityType=7`)).body), [99_102]);
      assert.deepEqual((await get(`activities/${REGION}?page=1`)).body, { Activities: [], Total: 5 });
      assert.deepEqual((await get('activities/999999')).body, { Activities: [], Total: 0 });
      assert.deepEqual((await get<string[]>('cities/999999')).body, []);
    });

    it('lists the planned activities of a location only, soonest first, counted and paged without past ones', async () => {
      const { status, body } = await get(`location/activities/${LOCATION}`);
      assert.equal(status, 200);
      // Ended yesterday (99_105) and no end date but started yesterday (99_112) are past; ending
      // today (99_106) and no end date starting today (99_113) or later (99_102) are planned.
      assert.equal(body.Total, 7);
      assert.deepEqual(ids(body), [99_106, 99_113, 99_102, 99_104, 99_101, 99_103]);
      assert.deepEqual(
        (await get(`location/activities/${LOCATION}?page=1`)).body.Activities.map((a) => a.Id),
        [99_114],
      );
      assert.deepEqual((await get(`location/activities/${LOCATION}?page=2`)).body, { Activities: [], Total: 7 });
    });

    it('answers a location with only past activities with an empty page, as spec 1 §7 has no 204 for it', async () => {
      const { status, body } = await get(`location/activities/${PAST_LOCATION}`);
      assert.equal(status, 200);
      assert.deepEqual(body, { Activities: [], Total: 0 });
      assert.deepEqual((await get('location/activities/999999')).body, { Activities: [], Total: 0 });
    });

    it('lists activities by type across the country, 204 for a type without any', async () => {
      const { status, body } = await get('activities/byType?activityType=Bewegen');
      assert.equal(status, 200);
      assert.equal(body.Activities.length, 6);
      assert.ok(body.Total > 6);
      assert.ok(body.Activities.every((a) => a.Activity.ActivityType === 'Bewegen'));
      assert.ok(await noContent('activities/byType?activityType=Bestaat%20niet'));
    });

    it('seeds activities with the wire shape of spec 1 §7, more near Amersfoort as the range grows', async () => {
      const amersfoort = await get<{ Id: number }>('amersfoort en omstreken');
      const { body } = await get(`activities/${amersfoort.body.Id}`);
      const activity = body.Activities[0]!;
      assert.match(activity.Url, /^\/regios\/amersfoort-en-omstreken\/activiteiten\/[a-z0-9-]+$/);
      assert.match(activity.Activity.StartDate, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(Number.isInteger(activity.Activity.StartTime) && activity.Activity.StartTime! < 86_400);
      const types = await get<{ name: string; icon: string }[]>('../../drupal/api/taxonomies/activity_type');
      assert.ok(types.body.length >= 7);
      // Every icon is a site path to an SVG the blob seed writes into the content container.
      const icons = new Map(activityIconFiles().map((file) => [`/blobstorage/content/${file.name}`, file.body]));
      for (const path of [activity.Activity.ActivityTypeIcon.Path, ...types.body.map((type) => type.icon)]) {
        assert.match(icons.get(path) ?? '', /^<svg [^>]*viewBox="0 0 24 24"/, path);
      }
      assert.equal(
        types.body.find((type) => type.name === activity.Activity.ActivityType)?.icon,
        activity.Activity.ActivityTypeIcon.Path,
      );
      const within = async (radius: number) => (await get(`activities/closest?query=Amersfoort&radius=${radius}`)).body;
      const [near, far] = [await within(10), await within(25)];
      assert.ok(near.Total > 0 && far.Total > near.Total, `${near.Total} within 10 km, ${far.Total} within 25`);
      const distances = far.Activities.map((a) => a.Distance!);
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
    });

    it('answers bad input with 400 and a JSON error', async () => {
      for (const url of [
        'activities/closest?query=9166&radius=7',
        'activities/closest?query=9166&radius=ten',
        'activities/closest?radius=10',
        'activities/closest?query=&radius=10',
        'activities/closest?query=9166&page=-1',
        `activities/closest?query=${'a'.repeat(201)}`,
        'activityTypes/closest?query=9166&radius=3',
        'activityTypes/closest?radius=10',
        'activities/byType?page=x',
        'activities/byType?activityType=%00',
        'activities/abc',
        'activities/1?page=1000',
        'activities/1?city=%07',
        'activityTypes/0',
        'cities/x',
        'location/activities/-1',
        'location/activities/1?page=a',
      ]) {
        const { status, body } = await get<{ statusCode: number; message: string }>(url);
        assert.equal(status, 400, url);
        assert.equal(body.statusCode, 400, url);
      }
    });
  });
}
