// The embedded database in a worker thread: PGlite runs its WebAssembly
// PostgreSQL on the thread that calls it, so in the api's own thread every query stops every
// other request. Here the api's thread only sends SQL and receives rows. pglite-worker-db.ts is
// the other end; the protocol is theirs alone.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { openPglite, preparedQueries } from './pglite-db';

export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number; prepared?: boolean }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type Answer =
  | { id: number; rows: unknown[] }
  | { id: number; tx: number }
  | { id: number; done: true }
  | { id: number; error: SerializedError };

export interface SerializedError {
  message: string;
  /** PostgreSQL's own fields (code, detail, constraint, …), as the caller may read them. */
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, fields };
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');
  const pglite = await openPglite((workerData as { dir: string }).dir);
  const prepared = preparedQueries(pglite);
  const open = new Map<number, { tx: Transaction; finish: (commit: boolean) => void }>();
  let nextTx = 1;
  const post = (answer: Answer) => port.postMessage(answer);
  const target = (tx?: number) => (tx === undefined ? pglite : open.get(tx)?.tx);

  port.on('message', (request: Request) => {
    const fail = (error: unknown) => post({ id: request.id, error: serializeError(error) });
    switch (request.op) {
      case 'query': {
        const on = target(request.tx);
        if (!on) return fail(new Error(`No open transaction ${request.tx}`));
        const answer = (result: { rows: unknown[] }) => post({ id: request.id, rows: result.rows });
        // A prepared statement outside a transaction only (QueryOptions in db.ts).
        const asked =
          request.prepared && request.tx === undefined ? prepared(request.sql, request.params) : Promise.resolve(null);
        asked.then((rows) => rows ?? on.query(request.sql, request.params)).then(answer, fail);
        return;
      }
      case 'exec': {
        const on = target(request.tx);
        if (!on) return fail(new Error(`No open transaction ${request.tx}`));
        on.exec(request.sql).then(() => post({ id: request.id, done: true }), fail);
        return;
      }
      case 'begin': {
        const txId = nextTx++;
        // PGlite's transaction() takes a function; it stays open until the api's side ends it.
        let ended: { id: number } | null = null;
        const settled = pglite.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              open.set(txId, {
                tx,
                finish: (commit) => {
                  if (commit) resolve();
                  else tx.rollback().then(resolve, reject);
                },
              });
              post({ id: request.id, tx: txId });
            }),
        );
        settled.then(
          () => {
            open.delete(txId);
            if (ended) post({ id: ended.id, done: true });
          },
          (error: unknown) => {
            open.delete(txId);
            if (ended) post({ id: ended.id, error: serializeError(error) });
          },
        );
        endings.set(txId, (id) => {
          ended = { id };
        });
        return;
      }
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) return fail(new Error(`No open transaction ${request.tx}`));
        endings.get(request.tx)?.(request.id);
        endings.delete(request.tx);
        transaction.finish(request.commit);
        return;
      }
      case 'close':
        pglite.close().then(() => post({ id: request.id, done: true }), fail);
        return;
    }
  });
  const endings = new Map<number, (id: number) => void>();
  post({ id: 0, done: true });
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ id: 0, error: serializeError(error) } satisfies Answer);
});
