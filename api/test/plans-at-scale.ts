import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db, Queryable } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { addScaleContent, type ScaleCounts } from '../src/seed/scale';
import { seedDatabase } from '../src/seed/seed';
import { createTestDb, type Backend } from './helper';

// The plan checks of search-plans.test.ts and api-plans.test.ts (issues 16 and 19): the app on
// the normal seed plus scale content, every statement of a call explained first.

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

interface Explained {
  Plan: PlanNode;
  // Present when PostgreSQL would compile the plan (JIT), which takes longer than any call.
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

/**
 * Builds the app at `scale` for the suite (in `before`), and answers how to read the plans of
 * one call: `bigTables` are those no call may read whole.
 */
export function usePlansAtScale(backend: Backend, scale: ScaleCounts, bigTables: readonly string[]) {
  let app: FastifyInstance;
  let dispose: () => Promise<void> = async () => undefined;
  const plans: Explained[] = [];

  before(async () => {
    const testDb = await createTestDb(backend);
    dispose = testDb.dispose;
    await migrate(testDb.db);
    await seedDatabase(testDb.db);
    await addScaleContent(testDb.db, scale);
    app = await buildApp({ db: explaining(testDb.db, plans), siteUrl: 'http://localhost:3000', rateLimitMax: 0 });
  });
  after(async () => {
    await app?.close();
    await dispose();
  });

  return {
    /** The answer and the plan nodes of every statement one call runs; none compiled. */
    async plansOf(url: string) {
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
    },
    seqScans: (nodes: PlanNode[]) =>
      nodes
        .filter((node) => node['Node Type'] === 'Seq Scan' && bigTables.includes(node['Relation Name'] ?? ''))
        .map((node) => node['Relation Name']),
    indexes: (nodes: PlanNode[]) => new Set(nodes.map((node) => node['Index Name']).filter(Boolean)),
  };
}
