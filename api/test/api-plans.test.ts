import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scaleCounts } from '../src/seed/scale';
import { API_PLAN_CALLS } from './api-calls';
import { BACKENDS } from './helper';
import { usePlansAtScale } from './plans-at-scale';

// The public reads must not read every document as content grows. Plans
// change with the size and statistics of the tables, so they are checked on several thousand
// scale nodes (the scale seed ends with VACUUM ANALYZE, as autovacuum would), as in
// search-plans.test.ts: large enough for the planner to prefer the indexes, small enough to seed
// in seconds.
const SCALE = scaleCounts(4000);
// `nodes` carries whole documents; every listing reads it.
const BIG_TABLES = ['nodes'];

for (const backend of BACKENDS) {
  describe(`api plans at scale (${backend})`, () => {
    const { plansOf, seqScans, indexes } = usePlansAtScale(backend, SCALE, BIG_TABLES);

    it('answers every listed call without reading all of nodes', async () => {
      for (const url of API_PLAN_CALLS) {
        const { nodes } = await plansOf(url);
        assert.deepEqual(seqScans(nodes), [], url);
      }
    });

    it('finds activities and vacancies near a place through a bounding box on their position', async () => {
      const activities = await plansOf('/api/v1/region/activities/closest?query=Utrecht&radius=15&page=0');
      assert.ok((JSON.parse(activities.body) as { Total: number }).Total > 0);
      assert.ok(indexes(activities.nodes).has('nodes_activity_position_idx'));
      const vacancies = await plansOf('/api/v1/region/vacancies/closest?query=Utrecht&page=0');
      assert.ok(indexes(vacancies.nodes).has('nodes_vacancy_position_idx'));
    });

    it('matches vacancy text through the trigram index', async () => {
      const { body, nodes } = await plansOf('/api/v1/region/vacancies/search?query=wandelmaatje&page=0&pageSize=6');
      assert.ok((JSON.parse(body) as { Total: number }).Total > 0);
      assert.ok(indexes(nodes).has('nodes_vacancy_text_idx'));
    });

    it('pages news newest first through the date index', async () => {
      for (const url of ['/api/v1/es/news?page=2', '/api/v1/region/news?regionId=109&page=0']) {
        const { body, nodes } = await plansOf(url);
        assert.ok((JSON.parse(body) as { TotalItems: number }).TotalItems > 10, url);
        assert.ok(
          [...indexes(nodes)].some((name) => String(name).startsWith('nodes_news_')),
          url,
        );
      }
    });
  });
}
