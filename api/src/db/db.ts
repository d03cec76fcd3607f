export interface QueryOptions {
  /**
   * Parse the statement once and let PostgreSQL keep its plan (a named prepared statement): for
   * lookups asked very often whose best plan is the same whatever the values, such as a page by
   * its alias. Ignored inside a transaction on PGlite.
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

/** One name per statement text, the same on every connection of this process. */
export function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `alz_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}
