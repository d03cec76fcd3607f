import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before } from 'node:test';
import { BlobServiceClient } from '@azure/storage-blob';
import type { FastifyInstance } from 'fastify';
import { pdfFixture } from '../../tools/fixtures/pdf';
import { buildApp } from '../src/app';
import { APPLICATIONS_CONTAINER, type ApplicationFileStore } from '../src/blob/application-files';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { antiForgery, createTestDb, type Backend } from './helper';

/**
 * Blob storage in memory; `broken` makes it fail like an unreachable emulator, `forgetful`
 * acknowledge the next upload without keeping it (Azurite killed before it wrote its index).
 */
export class FakeFiles implements ApplicationFileStore {
  saved = new Map<string, Buffer>();
  deleted: string[] = [];
  uploads = 0;
  broken = false;
  forgetful = false;
  /** While set, an upload waits for it (blob storage slow to answer). */
  slow: Promise<void> | null = null;
  async save(name: string, content: Buffer) {
    await this.slow;
    if (this.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
    this.uploads += 1;
    if (this.forgetful) this.forgetful = false;
    else this.saved.set(name, content);
  }
  async read(name: string) {
    if (this.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
    const content = this.saved.get(name);
    return content ? { content: Readable.from([content]), size: content.length } : null;
  }
  async holds(name: string, digest: Buffer) {
    if (this.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
    const content = this.saved.get(name);
    return content !== undefined && createHash('md5').update(content).digest().equals(digest);
  }
  async delete(name: string) {
    if (this.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
    this.deleted.push(name);
    this.saved.delete(name);
  }
}

export interface FormsApp {
  app: FastifyInstance;
  db: Db;
  files: FakeFiles;
}

/**
 * Tests see the outbox at work at once: a file is checked straight after its upload, and the
 * worker never waits on its own (a test runs it with settleFiles).
 */
export const QUICK_OUTBOX = { pollMs: 3_600_000, checkAfterMs: 0 } as const;

/** Runs the attachment outbox until it has nothing due: every file that can move has moved. */
export async function settleFiles(app: FastifyInstance): Promise<void> {
  for (let pass = 0; pass < 10_000; pass += 1) if ((await app.fileOutbox.runOnce()) === 0) return;
  throw new Error('the attachment outbox did not settle');
}

/**
 * One migrated, seeded app per suite whose attachments go to blob storage in memory (`files`).
 * `rateLimitMax` 0 turns the rate limits off; the load test keeps the production defaults.
 */
export function useFormsApp(backend: Backend, rateLimitMax = 0): FormsApp {
  const context = { files: new FakeFiles() } as FormsApp;
  let dispose: () => Promise<void> = async () => undefined;
  before(async () => {
    const testDb = await createTestDb(backend);
    dispose = testDb.dispose;
    await migrate(testDb.db);
    await seedDatabase(testDb.db);
    context.db = testDb.db;
    context.app = await buildApp({
      db: testDb.db,
      siteUrl: 'http://localhost:3000',
      rateLimitMax,
      applicationFiles: context.files,
      fileOutbox: QUICK_OUTBOX,
    });
  });
  after(async () => {
    await context.app?.close();
    await dispose();
  });
  return context;
}

/** A file part of a hand-written multipart body. */
export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

const BOUNDARY = '----alz-test-boundary';

/** A multipart body written by hand, as a browser's FormData would send it from the site's page. */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Attachment"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...antiForgery(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A real one-page pdf of exactly `size` bytes (tools/fixtures/pdf.ts). */
export const pdf = (size = 400) => pdfFixture(size);

/** A complete regional application as the form sends it (spec 1 §3). */
export const regionalApplication = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:05:00.000Z',
  Id: '200',
  VacancyType: 'regional',
  VacancyTitle: 'Gastvrouw of gastheer Alzheimer Café',
  Region: 'Regio Utrecht',
  RegioRecipientEmail: 'utrecht@voorbeeld.nl',
  OrganisationUnitKey: 'utrecht',
  Gender: 'female',
  FirstName: 'Anna',
  Insertion: 'de',
  LastName: 'Vries',
  City: 'Utrecht',
  Email: ' anna@voorbeeld.nl ',
  PhoneNumber: '06-12345678',
  Motivation: 'Ik help graag mee.',
};

// The fault tests (blob-crash, api-kill, postgres-restart) share one burst and one check: a
// burst of applications with files, something broken in the middle, and then every 200 must
// have its row and its byte-identical file, and no file may be without its row.

/** The file of application `n` of a burst: each one different, so a mix-up shows. */
export const burstFile = (n: number) => pdf(10_000 + n);

/** Application `n` of a burst tagged `tag` (its e-mail address says which it is), as multipart. */
export const burstApplication = (tag: string, n: number) =>
  multipart(
    { ...regionalApplication, Email: `${tag}-${n}@voorbeeld.nl` },
    { name: `cv ${n}.pdf`, content: burstFile(n) },
  );

/**
 * Sends applications 0..total-1 ten at a time and gives each one's status. `during` runs while
 * each batch is in flight (it may await the batch, then break something); the next batch waits
 * for both.
 */
export async function sendBurst(
  total: number,
  send: (n: number) => Promise<number>,
  during?: (first: number, batch: Promise<unknown>) => Promise<void>,
): Promise<Map<number, number>> {
  const answers = new Map<number, number>();
  for (let first = 0; first < total; first += 10) {
    const batch = Promise.all(
      Array.from({ length: 10 }, (_, i) => send(first + i).then((status) => answers.set(first + i, status))),
    );
    await during?.(first, batch);
    await batch;
  }
  return answers;
}

/** The numbers of a burst that were answered 200. */
export const acknowledgedOf = (answers: Map<number, number>) =>
  [...answers].filter(([, status]) => status === 200).map(([n]) => n);

/** What the test can read back of blob storage. */
export interface BlobView {
  content(name: string): Promise<Buffer | null>;
  names(): Promise<string[]>;
}

export const memoryBlobs = (files: FakeFiles): BlobView => ({
  content: async (name) => files.saved.get(name) ?? null,
  names: async () => [...files.saved.keys()],
});

export function azureBlobs(connectionString: string): BlobView {
  const container = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(APPLICATIONS_CONTAINER);
  return {
    content: (name) => container.getBlobClient(name).downloadToBuffer(),
    async names() {
      const names: string[] = [];
      if (await container.exists()) for await (const blob of container.listBlobsFlat()) names.push(blob.name);
      return names;
    },
  };
}

/** Every acknowledged application of the burst has its row and its byte-identical file; no file is without its row. */
export async function assertNothingLost(db: Db, tag: string, acknowledged: number[], blobs: BlobView) {
  const { rows } = await db.query<{ email: string; attachment_blob: string }>(
    'SELECT email, attachment_blob FROM applications WHERE email LIKE $1',
    [`${tag}-%`],
  );
  const stored = new Map(
    rows.map((row) => [Number(row.email.slice(tag.length + 1).split('@')[0]), row.attachment_blob]),
  );
  for (const n of acknowledged) {
    const blob = stored.get(n);
    assert.ok(blob, `application ${n} was acknowledged and has its row`);
    assert.ok((await blobs.content(blob))?.equals(burstFile(n)), `the file of application ${n}, byte for byte`);
  }
  const names = new Set(stored.values());
  assert.deepEqual(
    (await blobs.names()).filter((name) => !names.has(name)),
    [],
    'no file without its row',
  );
}
