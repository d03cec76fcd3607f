import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { statementName, type Db, type QueryOptions, type Queryable } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { addScaleContent, type ScaleCounts } from '../src/seed/scale';
import { seedDatabase } from '../src/seed/seed';
import { createTestDb, type Backend } from './helper';

// The plan checks of search-plans.test.ts and api-plans.test.ts: the app on
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

/** A value written into SQL, for EXECUTE: a quoted literal, which PostgreSQL reads as the parameter's type. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = Array.isArray(value)
    ? `{${value.map((item) => (typeof item === 'number' ? String(item) : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`
    : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The plan a prepared statement really runs with: after five runs PostgreSQL may keep one
 * generic plan for every value instead of planning for the values, so the statement is run six
 * times first and then explained by its name, on one connection (a transaction on a server).
 */
async function explainPrepared(db: Db, sql: string, params: unknown[]): Promise<unknown> {
  const name = statementName(sql);
  if (name === null) throw new Error('More statements prepared than the api keeps');
  const explain = `EXPLAIN (FORMAT JSON) EXECUTE ${name}${params.length > 0 ? `(${params.map(literal).join(', ')})` : ''}`;
  const run = async (on: Queryable) => {
    for (let round = 0; round < 6; round += 1) await on.query(sql, params, { prepared: true });
    return (await on.query<{ 'QUERY PLAN': unknown }>(explain)).rows[0]?.['QUERY PLAN'];
  };
  return db.kind === 'postgres' ? db.transaction(run) : run(db);
}

/** The database with every statement explained first, in the same transaction and with its parameters. */
function explaining(db: Db, plans: Explained[]): Db {
  const wrap = (target: Queryable, inTransaction: boolean): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const plan =
        options?.prepared && !inTransaction
          ? await explainPrepared(db, sql, params)
          : (await target.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params)).rows[0]?.[
              'QUERY PLAN'
            ];
      const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Explained[];
      if (root) plans.push(root);
      return target.query<T>(sql, params, options);
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...db, ...wrap(db, false), transaction: (fn) => db.transaction((tx) => fn(wrap(tx, true))) };
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
