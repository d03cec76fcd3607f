import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface Item {
  Id: number;
  Title: string;
  SubTitle: string;
  Url: string;
  Theme: string;
  Availability: string;
  Duration: string;
  Location: string;
  VacancyType: string;
  Distance?: number;
}

const UTRECHT_REGION = 'SELECT nid FROM nodes WHERE alias = $1';

for (const backend of BACKENDS) {
  describe(`vacancies (${backend})`, () => {
    const context = useApp(backend);
    const get = <T>(url: string) => getJson<T>(context.app, url);
    const search = (query = '') => get<{ Total: number; Items: Item[] }>(`/api/v1/region/vacancies/search?${query}`);

    it('pages through every volunteer vacancy six at a time, counting pages from 0', async () => {
      const first = await search();
      const second = await search('page=1');
      assert.equal(first.status, 200);
      assert.ok(first.body.Total >= 120, `expected 120 or more, got ${first.body.Total}`);
      assert.equal(first.body.Items.length, 6);
      assert.equal(second.body.Total, first.body.Total);
      const seen = new Set(first.body.Items.map((item) => item.Id));
      assert.ok(second.body.Items.every((item) => !seen.has(item.Id)));
      const beyond = await search('page=999');
      assert.deepEqual(beyond.body, { Total: first.body.Total, Items: [] });
      assert.equal((await search('pageSize=20')).body.Items.length, 20);
      // Spec 1 §3: both open applications have a page of their own, but are no list items.
      for (const [query, alias] of [
        ['contactverzoek', '/vrijwilligerswerk/vrijblijvend-contactverzoek'],
        ['open%20sollicitatie', '/vrijwilligerswerk/open-sollicitatie'],
      ] as const) {
        assert.equal((await get(`/api/drupal${alias}`)).status, 200, alias);
        const items = (await search(`pageSize=50&query=${query}`)).body.Items;
        assert.deepEqual(items, [], `the open application ${alias} is not a list item`);
      }
    });

    it('filters by function, theme, duration and availability, as a list or repeated', async () => {
      const all = (await search('pageSize=50')).body.Total;
      const repeated = await search('pageSize=50&durationId=1&durationId=2');
      const listed = await search('pageSize=50&durationId=1,2');
      assert.deepEqual(listed.body, repeated.body);
      assert.ok(listed.body.Total > 0 && listed.body.Total < all);
      assert.ok(listed.body.Items.every((item) => ['Eenmalig', 'Korter dan een jaar'].includes(item.Duration)));
      const combined = await search('pageSize=50&functionId=1&availabilityId=2');
      assert.ok(combined.body.Items.every((item) => item.Availability === 'Avond'));
      const onlineTheme = await search('pageSize=50&activityId=5');
      assert.ok(onlineTheme.body.Total > 0);
      assert.ok(onlineTheme.body.Items.every((item) => item.Theme === 'Online en telefonisch'));
      assert.equal((await search('functionId=999')).body.Total, 0);
    });

    it('finds by words of the title and shows the location by vacancy type', async () => {
      const { body } = await search('query=alzheimer%20caf%C3%A9&pageSize=50');
      const utrecht = body.Items.find(
        (item) => item.Url === '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
      );
      assert.ok(utrecht);
      assert.equal(utrecht.Title, 'Gastvrouw of gastheer Alzheimer Café');
      assert.equal(utrecht.Location, 'Utrecht');
      assert.equal(utrecht.VacancyType, 'regional');
      const fromHome = (await search('query=luisteraar')).body.Items[0];
      assert.equal(fromHome?.Location, 'Vanuit huis');
      assert.equal(fromHome?.Url, '/vrijwilligerswerk/luisteraar-aan-de-telefoon');
      const nearby = (await search('query=collectant')).body.Items[0];
      assert.equal(nearby?.Location, 'In de buurt');
    });

    it('counts a search by word and place exactly, on every page and past the last', async () => {
      const all = (await search('query=alzheimer&address=Utrecht&radius=25&pageSize=50')).body;
      assert.ok(all.Total > 1 && all.Total <= 50, `expected a few, got ${all.Total}`);
      assert.equal(all.Items.length, all.Total);
      const second = (await search('query=alzheimer&address=Utrecht&radius=25&page=1&pageSize=1')).body;
      assert.equal(second.Total, all.Total);
      assert.deepEqual(
        second.Items.map((item) => item.Url),
        [all.Items[1]?.Url],
      );
      const beyond = (await search(`query=alzheimer&address=Utrecht&radius=25&page=${all.Total}&pageSize=1`)).body;
      assert.deepEqual(beyond, { Total: all.Total, Items: [] });
    });

    it('keeps vacancies near an address, nearest first, with national work too', async () => {
      const { body } = await search('address=3511&radius=5&pageSize=50');
      const placed = body.Items.filter((item) => item.VacancyType === 'regional');
      assert.ok(placed.length > 0);
      assert.ok(placed.every((item) => (item.Distance ?? Infinity) <= 5));
      assert.ok(body.Items.some((item) => item.Location === 'Vanuit huis'));
      const byPlace = await search('address=Utrecht&radius=5&pageSize=50');
      assert.equal(byPlace.body.Total, body.Total);
      // One geocoder for the whole api: a small typo or another spelling finds the same place.
      const typo = await search('address=Utreht&radius=5&pageSize=50');
      assert.equal(typo.body.Total, body.Total);
      const otherName = await search('address=den%20bosch&radius=5&pageSize=50');
      assert.ok(otherName.body.Items.some((item) => item.Location === "'s-Hertogenbosch"));
      assert.equal((await search('address=Nergenshuizen')).status, 404);
    });

    it('lists the closest vacancies with a place, within the radius and nearest first', async () => {
      const closest = (query: string) =>
        get<{ Total: number; Vacancies: Item[] }>(`/api/v1/region/vacancies/closest?${query}`);
      const near = await closest('query=Utrecht');
      assert.equal(near.status, 200);
      assert.ok(near.body.Total > 0 && near.body.Vacancies.length <= 6);
      const distances = near.body.Vacancies.map((item) => item.Distance ?? Infinity);
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
      assert.ok(distances.every((distance) => distance <= 10));
      assert.ok(near.body.Vacancies.every((item) => item.VacancyType === 'regional'));
      const wide = await closest('query=Utrecht&radius=60');
      assert.ok(wide.body.Total > near.body.Total);
      const secondPage = await closest('query=Utrecht&radius=60&page=1');
      assert.ok((secondPage.body.Vacancies[0]?.Distance ?? 0) >= (distances.at(-1) ?? 0));
      assert.equal((await closest('query=Nergenshuizen')).status, 404);
    });

    it("lists a region's vacancies six a page and 404s for an unknown region", async () => {
      const { rows } = await context.db.query<{ nid: number }>(UTRECHT_REGION, ['/regios/utrecht']);
      const regionId = rows[0]?.nid;
      const list = (query: string) => get<{ Total: number; Vacancies: Item[] }>(`/api/v1/region/vacancies/${query}`);
      const first = await list(`${regionId}`);
      assert.equal(first.status, 200);
      assert.ok(first.body.Total >= 3);
      assert.ok(first.body.Vacancies.length <= 6);
      assert.ok(first.body.Vacancies.every((item) => item.Url.startsWith('/regios/utrecht/')));
      assert.equal((await list('99999')).status, 404);
      assert.equal((await list('1')).status, 404);
    });

    it('answers bad input with a 400 JSON error', async () => {
      const bad = [
        '/api/v1/region/vacancies/search?page=-1',
        '/api/v1/region/vacancies/search?pageSize=500',
        '/api/v1/region/vacancies/search?functionId=een',
        '/api/v1/region/vacancies/search?durationId=1,,2',
        '/api/v1/region/vacancies/search?radius=0',
        '/api/v1/region/vacancies/search?query=%00',
        '/api/v1/region/vacancies/closest',
        '/api/v1/region/vacancies/closest?query=%20',
        '/api/v1/region/vacancies/closest?query=Utrecht&radius=veel',
        '/api/v1/region/vacancies/utrecht',
        '/api/v1/region/vacancies/100?page=twee',
      ];
      for (const url of bad) {
        const { status, body } = await get<{ statusCode: number; message: string }>(url);
        assert.equal(status, 400, url);
        assert.equal(body.statusCode, 400, url);
      }
    });
  });
}
