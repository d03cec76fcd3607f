export interface QueryOptions {
  /**
   * Parse the statement once (a named prepared statement), for statements asked very often: a
   * page by its alias, the listed calls. PostgreSQL plans each run for its values, or keeps one
   * generic plan from the sixth run when that is as good. Ignored inside a transaction on PGlite.
   * Only for statement texts from a fixed set: values go in parameters, never into the text
   * (statementName names a bounded number).
   */
  prepared?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

const statementNames = new Map<string, string>();

/**
 * How many statement texts get a name. The api prepares a few dozen; should a text ever carry a
 * value, the server would otherwise keep a statement for every value asked.
 */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * One name per statement text, the same on every connection of this process; null once
 * MAX_PREPARED_STATEMENTS texts have one, and the statement then runs as a plain query.
 */
export function statementName(sql: string): string | null {
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_PREPARED_STATEMENTS) return null;
    name = `alz_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}
