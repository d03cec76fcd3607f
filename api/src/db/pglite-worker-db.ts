import { Worker } from 'node:worker_threads';
import type { Db, Queryable, QueryOptions } from './db';
import type { Answer, Request, SerializedError } from './pglite-worker';

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const rebuild = ({ message, fields }: SerializedError) => Object.assign(new Error(message), fields);

/**
 * The embedded database behind a worker thread (pglite-worker.ts): the same Db as
 * createPgliteDb, with the queries run off the api's event loop. Persisted in `dir`, or in
 * memory for 'memory'.
 */
export async function createPgliteWorkerDb(dir: string): Promise<Db> {
  // The worker runs TypeScript like the api: it registers tsx's loader in its own thread first
  // (loader hooks are per thread, and Node 20 will not start a worker from a .ts file itself).
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: { dir } },
  );
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(rebuild(answer.error));
    else waiting.resolve(answer);
  });
  // A worker that dies takes every waiting query with it, and every later one fails at once.
  const stop = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database worker stopped (exit code ${code})`)));

  const call = (request: Call): Promise<Answer> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      const answer = await call({ op: 'query', sql, params, tx, prepared: options?.prepared });
      return { rows: ('rows' in answer ? answer.rows : []) as T[] };
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql, tx });
    },
  });

  await ready;
  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(fn) {
      const begun = await call({ op: 'begin' });
      const tx = 'tx' in begun ? begun.tx : -1;
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      await call({ op: 'close' }).catch(() => undefined);
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
