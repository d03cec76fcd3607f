import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db, Queryable } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { addScaleContent, scaleCounts } from '../src/seed/scale';
import { seedDatabase } from '../src/seed/seed';
import { BACKENDS, createTestDb } from './helper';

// Issue 19: at the size of the real site a search must not read whole tables. The plans change
// with the size and the statistics of the tables, so they are checked on a few thousand scale
// nodes (the scale seed ends with VACUUM ANALYZE, as autovacuum would), not on the small seed.
const SCALE = scaleCounts(2000);
// The tables search reads (migrations 008, 009); `nodes` carries whole documents.
const SEARCH_TABLES = ['nodes', 'search_documents', 'search_titles', 'search_title_tails', 'search_words'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

interface Explained {
  Plan: PlanNode;
  // Present when PostgreSQL would compile the plan (JIT), which takes longer than any search.
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
  describe(`search plans at scale (${backend})`, () => {
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
      assert.equal(response.statusCode, 200, url);
      assert.ok(plans.length > 0, url);
      assert.deepEqual(
        plans.filter((plan) => plan.JIT),
        [],
        `${url}: compiled`,
      );
      return { body: response.json() as Record<string, unknown>, nodes: plans.flatMap((plan) => planNodes(plan.Plan)) };
    };
    const seqScans = (nodes: PlanNode[]) =>
      nodes
        .filter((node) => node['Node Type'] === 'Seq Scan' && SEARCH_TABLES.includes(node['Relation Name'] ?? ''))
        .map((node) => node['Relation Name']);
    const indexes = (nodes: PlanNode[]) => new Set(nodes.map((node) => node['Index Name']).filter(Boolean));

    it('counts and ranks a word in most documents through the indexes', async () => {
      for (const url of [
        '/api/v1/es/search?query=dementie',
        '/api/v1/es/search?query=dementie&contentType=informatie&page=2',
        '/api/v1/es/search?query=vragen',
      ]) {
        const { body, nodes } = await plansOf(url);
        assert.ok((body.Total as number) > 1000, `${url}: a word in most documents`);
        assert.deepEqual(seqScans(nodes), [], url);
        assert.ok(indexes(nodes).has('search_documents_search_idx'), url);
      }
    });

    it('looks typos up through the trigram index of the title words', async () => {
      const { body, nodes } = await plansOf('/api/v1/es/search?query=dementei');
      assert.equal(body.Suggestion, 'dementie');
      assert.deepEqual(seqScans(nodes), []);
      assert.ok(indexes(nodes).has('search_words_trgm_idx'));
    });

    it('suggests by prefix and by likeness through the indexes', async () => {
      for (const typed of ['dem', 'wat is d', 'demne', 'mantlz']) {
        const { body, nodes } = await plansOf(`/api/v1/es/suggest?query=${encodeURIComponent(typed)}`);
        assert.ok((body.Suggestions as unknown[]).length > 0, typed);
        assert.deepEqual(seqScans(nodes), [], typed);
      }
      const { nodes } = await plansOf('/api/v1/es/suggest?query=demne');
      assert.ok(indexes(nodes).has('search_words_trgm_idx'));
    });
  });
}
