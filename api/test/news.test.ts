import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

interface NewsItem {
  Id: number;
  Title: string;
  Introduction: string;
  PublicationDate: string | null;
  HeaderImage: { url: string; alt: string; crops: { url: string; width: number }[] } | null;
  Data: { Path: string };
  Category: { Id: number; Label: string } | null;
  Region: { Id: number; Title: string; Path: string } | null;
  HideFromHomepage: boolean;
}

interface NewsPage {
  Items: NewsItem[];
  TotalItems: number;
}

interface LatestItem {
  Title: string;
  PublicationDate: string | null;
  HideFromHomepage: boolean;
  IsRegional: boolean;
  Data: { Path: string };
}

const newestFirst = (dates: (string | null)[]) =>
  dates.every((date, i) => i === 0 || String(dates[i - 1]) >= String(date));

for (const backend of BACKENDS) {
  describe(`news (${backend})`, () => {
    const context = useApp(backend);
    const get = <T>(url: string) => getJson<T>(context.app, url);

    it('lists the news newest first, ten a page, pages counted from 0', async () => {
      const first = await get<NewsPage>('/api/v1/es/news');
      const second = await get<NewsPage>('/api/v1/es/news?page=1');
      assert.equal(first.status, 200);
      assert.equal(first.body.Items.length, 10);
      assert.ok(first.body.TotalItems >= 60, 'the seed has at least 60 news items');
      assert.ok(newestFirst([...first.body.Items, ...second.body.Items].map((item) => item.PublicationDate)));
      const ids = new Set(first.body.Items.map((item) => item.Id));
      assert.ok(
        second.body.Items.every((item) => !ids.has(item.Id)),
        'page 2 repeats nothing of page 1',
      );
      const beyond = await get<NewsPage>('/api/v1/es/news?page=999');
      assert.deepEqual(beyond.body, { Items: [], TotalItems: first.body.TotalItems });
    });

    it('sends each item in the wire shape, with plain-text introduction and image crops', async () => {
      const { body } = await get<NewsPage>('/api/v1/es/news');
      for (const item of body.Items) {
        assert.match(item.Data.Path, /^\/nieuws\/[a-z0-9-]+$/);
        assert.doesNotMatch(item.Introduction, /<[a-z]/);
        assert.ok(item.Introduction.length > 0);
        assert.ok(item.PublicationDate && !Number.isNaN(Date.parse(item.PublicationDate)));
        assert.ok(item.HeaderImage && item.HeaderImage.crops.length > 0);
        assert.ok(item.Category && item.Category.Label.length > 0);
      }
    });

    it('gives regional news its region and category Regionaal', async () => {
      const pages = await Promise.all(
        [0, 1, 2, 3, 4, 5, 6].map((page) => get<NewsPage>(`/api/v1/es/news?page=${page}`)),
      );
      const items = pages.flatMap((page) => page.body.Items);
      const regional = items.filter((item) => item.Region !== null);
      assert.ok(regional.length >= 10);
      assert.ok(regional.every((item) => item.Category?.Label === 'Regionaal'));
      assert.ok(regional.every((item) => item.Region!.Path.startsWith('/regios/')));
      assert.ok(new Set(regional.map((item) => item.Region!.Id)).size >= 5, 'news from several regions');
      assert.ok(items.some((item) => item.HideFromHomepage));
    });

    it('searches news only, best match first, and pages through the matches', async () => {
      const { status, body } = await get<NewsPage>('/api/v1/es/news/search?query=Alzheimer%20Caf%C3%A9');
      assert.equal(status, 200);
      assert.ok(body.TotalItems > 0);
      assert.match(body.Items[0]!.Title, /Alzheimer Café/);
      assert.ok(body.Items.every((item) => item.Data.Path.startsWith('/nieuws/')));

      const dementie = await get<NewsPage>('/api/v1/es/news/search?query=dementie');
      assert.ok(dementie.body.TotalItems > 10);
      const next = await get<NewsPage>('/api/v1/es/news/search?query=dementie&page=1');
      assert.equal(next.body.TotalItems, dementie.body.TotalItems);
      const ids = new Set(dementie.body.Items.map((item) => item.Id));
      assert.ok(next.body.Items.every((item) => !ids.has(item.Id)));
      const beyond = await get<NewsPage>('/api/v1/es/news/search?query=dementie&page=999');
      assert.deepEqual(beyond.body, { Items: [], TotalItems: dementie.body.TotalItems });
    });

    it('lists the latest news for an empty or blank query, and nothing for an unknown word', async () => {
      const latest = await get<NewsPage>('/api/v1/es/news');
      for (const query of ['', 'query=', 'query=%20%20']) {
        const { status, body } = await get<NewsPage>(`/api/v1/es/news/search?${query}`);
        assert.equal(status, 200, query);
        assert.deepEqual(body, latest.body);
      }
      const none = await get<NewsPage>('/api/v1/es/news/search?query=xylofoonstemmer');
      assert.deepEqual(none.body, { Items: [], TotalItems: 0 });
    });

    it('answers the latest news newest first, optionally for one category', async () => {
      const all = await get<LatestItem[]>('/api/v1/es/news/latest');
      assert.equal(all.status, 200);
      assert.equal(all.body.length, 12);
      assert.ok(newestFirst(all.body.map((item) => item.PublicationDate)));
      assert.ok(all.body.some((item) => item.IsRegional) && all.body.some((item) => !item.IsRegional));

      const research = await get<LatestItem[]>('/api/v1/es/news/latest?categoryId=1');
      assert.ok(research.body.length > 0);
      const pages = await Promise.all(
        [0, 1, 2, 3, 4, 5, 6].map((page) => get<NewsPage>(`/api/v1/es/news?page=${page}`)),
      );
      const categoryOf = new Map(
        pages.flatMap((page) => page.body.Items).map((item) => [item.Data.Path, item.Category?.Id]),
      );
      assert.ok(research.body.every((item) => categoryOf.get(item.Data.Path) === 1));
      const none = await get<LatestItem[]>('/api/v1/es/news/latest?categoryId=999');
      assert.deepEqual(none.body, []);
    });

    it('rejects bad input with a 400 JSON error, never a 500', async () => {
      const bad = [
        '/api/v1/es/news?page=-1',
        '/api/v1/es/news?page=twee',
        '/api/v1/es/news?page=1.5',
        '/api/v1/es/news?page=1000',
        '/api/v1/es/news/search?page=twee',
        `/api/v1/es/news/search?query=${'a'.repeat(201)}`,
        '/api/v1/es/news/search?query=%00',
        '/api/v1/es/news/search?query=a%1Fb',
        '/api/v1/es/news/latest?categoryId=onderzoek',
        '/api/v1/es/news/latest?categoryId=0',
      ];
      for (const url of bad) {
        const { status, body } = await get<{ statusCode: number; message: string }>(url);
        assert.equal(status, 400, url);
        assert.equal(body.statusCode, 400, url);
      }
    });

    it('accepts search syntax and stop words without failing', async () => {
      for (const query of ['"wat is"', '-dementie', 'de', 'or', ':*&|!', 'café']) {
        const { status } = await get(`/api/v1/es/news/search?query=${encodeURIComponent(query)}`);
        assert.equal(status, 200, query);
      }
    });

    it('lists and searches the news of one region, ten at a time', async () => {
      type Page = { Items: { Title: string; Region: { Id: number; Path: string } | null }[]; TotalItems: number };
      const first = await get<Page>('/api/v1/region/news?regionId=109&regionName=utrecht');
      assert.equal(first.status, 200);
      assert.equal(first.body.Items.length, 10);
      assert.ok(first.body.TotalItems > 10);
      assert.ok(first.body.Items.every((item) => item.Region?.Path === '/regios/utrecht'));
      const second = await get<Page>('/api/v1/region/news?regionId=109&page=1');
      assert.equal(second.body.Items.length, first.body.TotalItems - 10);

      const found = await get<Page>('/api/v1/region/news-search?query=Nieuwegein&regionId=109&page=0');
      assert.ok(found.body.TotalItems > 0);
      assert.ok(found.body.Items.every((item) => item.Region?.Id === 109 && /Nieuwegein/.test(item.Title)));
      const elsewhere = await get<Page>('/api/v1/region/news-search?query=Nieuwegein&regionId=100');
      assert.equal(elsewhere.body.TotalItems, 0);
      const blank = await get<Page>('/api/v1/region/news-search?query=%20&regionId=109');
      assert.equal(blank.body.TotalItems, first.body.TotalItems);

      // The site sends the region's name next to its id (spec 1 §7); the id alone decides.
      for (const [named, bare] of [
        ['/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=0', '/api/v1/region/news?regionId=109&page=0'],
        [
          '/api/v1/region/news-search?query=Nieuwegein&regionId=109&regionName=Regio+Amsterdam&page=0',
          '/api/v1/region/news-search?query=Nieuwegein&regionId=109&page=0',
        ],
      ] as const) {
        const [withName, without] = [await get<Page>(named), await get<Page>(bare)];
        assert.equal(withName.status, 200, named);
        assert.deepEqual(withName.body, without.body, named);
      }

      for (const url of [
        '/api/v1/region/news',
        '/api/v1/region/news?regionId=utrecht',
        '/api/v1/region/news-search?regionId=0',
      ]) {
        assert.equal((await get(url)).status, 400, url);
      }
    });
  });
}
