import { mkdir } from 'node:fs/promises';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { statementName, type Db, type Queryable, type QueryOptions } from './db';

const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}

/** The rows, or null when the statement gets no name (statementName) and must run as a plain query. */
export type PreparedQuery = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] } | null>;

/**
 * `query(sql, params, { prepared: true })` on PGlite: a named prepared statement of PostgreSQL's
 * extended protocol, parsed and described once, then only bound and run. PGlite's own query()
 * parses, describes and plans the statement again every time: for a page read by its alias that
 * was more than half of the database's time. Each runs alone and never inside another caller's
 * open transaction: it takes PGlite's transaction lock, then its query lock, as query() does.
 */
export function preparedQueries(pglite: PGlite): PreparedQuery {
  const prepared = new Map<string, { name: string; types: number[] }>();
  const run = async <T>(sql: string, params: unknown[]) => {
    let statement = prepared.get(sql);
    if (!statement) {
      const name = statementName(sql);
      if (name === null) return null;
      // Parsed, and its parameters' types learnt, with a Sync: an error leaves nothing open.
      const { messages } = await pglite.execProtocol(
        joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
      statement = { name, types: parse.parseDescribeStatementResults(messages) };
      prepared.set(sql, statement);
    }
    const { types } = statement;
    // As PGlite's query() turns values into text: by the parameter's type, else as a string.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index] ?? -1];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return { rows: (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[] };
  };
  return (sql, params = []) => pglite._runExclusiveTransaction(() => pglite.runExclusive(() => run(sql, params)));
}

function wrap(target: Pick<PGlite, 'query' | 'exec'>, prepared?: PreparedQuery): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const answer = options?.prepared && prepared ? await prepared<T>(sql, params) : null;
      if (answer) return answer;
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** PGlite with the extensions the migrations use, persisted in `dir` or in memory for 'memory'. */
export async function openPglite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (dir !== 'memory') await mkdir(dir, { recursive: true });
  // pg_trgm finds place names and search terms with small typos (migrations 005, 008); unaccent
  // lets site search ignore accents (migration 008).
  return PGlite.create({
    ...(dir === 'memory' ? {} : { dataDir: dir }),
    ...options,
    extensions: { pg_trgm, unaccent },
  });
}

/**
 * Embedded PostgreSQL in the calling thread: persisted in `dir`, or in memory when dir is
 * 'memory'. `loadDataDir` starts from a dump (PGlite's dumpDataDir) instead of running initdb.
 */
export async function createPgliteDb(dir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pglite = await openPglite(dir, options);
  return {
    kind: 'pglite',
    ...wrap(pglite, preparedQueries(pglite)),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
