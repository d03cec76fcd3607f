import pg from 'pg';
import { isConnectionError } from './connection-error';
import { statementName, type Db, type Queryable, type QueryOptions } from './db';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      // pg prepares a named statement on each connection the first time that connection runs it.
      const name = options?.prepared ? statementName(sql) : null;
      const query: pg.QueryConfig = name ? { name, text: sql, values: params } : { text: sql, values: params };
      let result: pg.QueryResult;
      try {
        result = await target.query(query);
      } catch (error) {
        // A connection the server closed (a restart): the pool opens a new one for a second try.
        // Only outside a transaction, whose connection cannot be swapped.
        if (!(target instanceof pg.Pool) || !isConnectionError(error)) throw error;
        result = await target.query(query);
      }
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Confines every connection to one schema, so test runs do not touch real tables. */
  schema?: string;
  /** Errors of idle connections; the pool replaces the connection on the next query. */
  onIdleError?: (error: Error) => void;
}

export function createPostgresDb(connectionString: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  // So would one checked out without a query running (between two statements of a transaction,
  // or reporting the loss once more after its query failed with it): every connection keeps a
  // listener for its whole life. Its statements fail with the loss all the same.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection the server closes mid-transaction (a restart) is dropped, not reused.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isConnectionError(error)) lost ??= error as Error;
        if (!lost) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * One statement on a connection of its own, closed afterwards: creating or dropping the
 * throw-away schema of a test run or a bench (api/test/helper.ts, tools/bench).
 */
export async function runStatement(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
