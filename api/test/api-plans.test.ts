import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db, Queryable } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { addScaleContent, scaleCounts } from '../src/seed/scale';
import { seedDatabase } from '../src/seed/seed';
import { API_PLAN_CALLS } from './api-calls';
import { BACKENDS, createTestDb } from './helper';

// Issue 19, point 1: the public reads must not read every document as content grows. Plans
// change with the size and statistics of the tables, so they are checked on several thousand
// scale nodes (the scale seed ends with VACUUM ANALYZE, as autovacuum would), as in
// search-plans.test.ts: large enough for the planner to prefer the indexes, small enough to seed
// in seconds.
const SCALE = scaleCounts(4000);
// `nodes` carries whole documents; every listing reads it.
const BIG_TABLES = ['nodes'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

interface Explained {
  Plan: PlanNode;
  // Present when PostgreSQL would compile the plan (JIT), which takes longer than any listing.
  JIT?: unknown;
}

/** The database with every statement explained first, in the same transaction and with its parameters. */
function explaining(db: Db, plans: Explained[]): Db {
  const wrap = (target: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const { rows } = await target.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const plan = rows[0]?.['QUERY PLAN'];
      const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Explained[];
      if (root) plans.push(root);
      return target.query<T>(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

for (const backend of BACKENDS) {
  describe(`api plans at scale (${backend})`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void> = async () => undefined;
    const plans: Explained[] = [];

    before(async () => {
      const testDb = await createTestDb(backend);
      dispose = testDb.dispose;
      await migrate(testDb.db);
      await seedDatabase(testDb.db);
      await addScaleContent(testDb.db, SCALE);
      app = await buildApp({ db: explaining(testDb.db, plans), siteUrl: 'http://localhost:3000', rateLimitMax: 0 });
    });
    after(async () => {
      await app?.close();
      await dispose();
    });

    /** The plan nodes of every statement one call runs. */
    const plansOf = async (url: string) => {
      plans.length = 0;
      const response = await app.inject(url);
      assert.ok([200, 204].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.ok(plans.length > 0, url);
      assert.deepEqual(
        plans.filter((plan) => plan.JIT),
        [],
        `${url}: compiled`,
      );
      return { body: response.body, nodes: plans.flatMap((plan) => planNodes(plan.Plan)) };
    };
    const seqScans = (nodes: PlanNode[]) =>
      nodes
        .filter((node) => node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? ''))
        .map((node) => node['Relation Name']);
    const indexes = (nodes: PlanNode[]) => new Set(nodes.map((node) => node['Index Name']).filter(Boolean));

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
