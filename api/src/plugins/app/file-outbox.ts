import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { fileDigest, type ApplicationFileStore } from '../../blob/application-files';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    fileOutbox: FileOutbox;
  }
}

export interface FileOutboxOptions {
  files: ApplicationFileStore;
  /** How often the worker looks for due work when nobody woke it (ms). */
  pollMs?: number;
  /**
   * How long after blob storage acknowledged an upload the worker checks that the blob is
   * really there before it drops its copy (ms). Azurite keeps its index in memory and writes it
   * every 5 s, so a crash within that window forgets what it had acknowledged.
   */
  checkAfterMs?: number;
  /** Longest wait between two tries of a file that keeps failing (ms). */
  maxBackoffMs?: number;
}

export interface FileOutbox {
  /** Look for work now (after an application was committed). */
  wake(): void;
  /** One pass, begun after the call, over what is due; resolves with the number of rows it handled. */
  runOnce(): Promise<number>;
  /** Files not yet confirmed in blob storage. */
  pending(): Promise<number>;
}

interface DueRow {
  blob_name: string;
  content: string;
  content_type: string;
  uploaded_at: Date | string | null;
  attempts: number;
}

// A claimed row is not claimed again for this long: another api instance (or this one after a
// restart) takes it over only when its worker died in the middle.
const LEASE_SECONDS = 60;
const BATCH = 8;

/**
 * The outbox of application attachments (migration 015): every row is a file whose bytes the
 * database holds until blob storage has it. The worker uploads a due file (under its own name,
 * so a second upload is harmless), waits checkAfterMs, checks the blob's digest, and only then
 * deletes the row. A failure is tried again with doubling waits. Rows are claimed with SKIP
 * LOCKED, so several api instances share the work without doing a file twice at once.
 */
function create(
  db: Db,
  files: ApplicationFileStore,
  log: FastifyBaseLogger,
  { pollMs = 2_000, checkAfterMs = 30_000, maxBackoffMs = 300_000 }: Omit<FileOutboxOptions, 'files'>,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  const seconds = (ms: number) => ms / 1000;

  async function handle(row: DueRow): Promise<void> {
    const content = Buffer.from(row.content, 'base64');
    try {
      if (row.uploaded_at === null) {
        await files.save(row.blob_name, content, row.content_type);
        await db.query(
          `UPDATE application_file_outbox SET uploaded_at = now(), attempts = 0, last_error = NULL,
             due_at = now() + make_interval(secs => $2) WHERE blob_name = $1`,
          [row.blob_name, seconds(checkAfterMs)],
        );
      } else if (await files.holds(row.blob_name, fileDigest(content))) {
        await db.query('DELETE FROM application_file_outbox WHERE blob_name = $1', [row.blob_name]);
      } else {
        log.warn({ blobName: row.blob_name }, 'blob storage lost an acknowledged attachment; uploading it again');
        await db.query('UPDATE application_file_outbox SET uploaded_at = NULL, due_at = now() WHERE blob_name = $1', [
          row.blob_name,
        ]);
        again = true;
      }
    } catch (error) {
      const wait = Math.min(maxBackoffMs, 1000 * 2 ** Math.min(row.attempts, 20));
      log.warn({ err: error, blobName: row.blob_name, attempts: row.attempts + 1 }, 'moving an attachment failed');
      await db.query(
        `UPDATE application_file_outbox SET attempts = attempts + 1, last_error = $2,
           due_at = now() + make_interval(secs => $3) WHERE blob_name = $1`,
        [row.blob_name, String((error as Error)?.message ?? error).slice(0, 500), seconds(wait)],
      );
    }
  }

  async function pass(): Promise<number> {
    const { rows } = await db.query<DueRow>(
      `UPDATE application_file_outbox SET due_at = now() + make_interval(secs => $2)
       WHERE blob_name IN (
         SELECT blob_name FROM application_file_outbox WHERE due_at <= now()
         ORDER BY due_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING blob_name, encode(content, 'base64') AS content, content_type, uploaded_at, attempts`,
      [BATCH, LEASE_SECONDS],
    );
    for (const row of rows) await handle(row);
    return rows.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void outbox.runOnce().catch(() => undefined), ms);
    timer.unref();
  }

  const outbox = {
    wake() {
      if (running) again = true;
      else schedule(0);
    },
    runOnce(): Promise<number> {
      // A pass already under way may have read its work before the caller's change; the caller
      // gets the next pass, which all callers who arrive meanwhile share.
      if (running) {
        again = true;
        next ??= running.then(() => {
          next = null;
          return outbox.runOnce();
        });
        return next;
      }
      again = false;
      running = pass()
        .catch((error: unknown) => {
          // The database itself is away: the rows are safe there, try again on the next poll.
          log.warn({ err: error }, 'the attachment outbox could not read its work');
          return 0;
        })
        .then((count) => {
          running = null;
          // A full batch may have more behind it.
          schedule(again || count === BATCH ? 0 : pollMs);
          return count;
        });
      return running;
    },
    async pending() {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM application_file_outbox');
      return rows[0]?.n ?? 0;
    },
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await next;
    },
  };
  return outbox;
}

export default fp<FileOutboxOptions>(
  async (app, { files, ...timing }) => {
    const outbox = create(app.db, files, app.log, timing);
    app.decorate('fileOutbox', { wake: outbox.wake, runOnce: outbox.runOnce, pending: outbox.pending });
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'file-outbox', dependencies: ['database'] },
);
