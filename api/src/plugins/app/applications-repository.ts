import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { ApplicationFileStore, StoredFile } from '../../blob/application-files';
import type { Db } from '../../db/db';
import type { FileOutbox } from './file-outbox';
import type { UploadedFile } from '../external/multipart';

declare module 'fastify' {
  interface FastifyInstance {
    applications: ReturnType<typeof create>;
  }
}

// Every node type a visitor can apply to (spec 1 §3 vacancy nodes, corporate vacancies).
const VACANCY_NODE_TYPES = ['vacancies', 'vacature', 'regio_vacancies', 'corporate_vacature'];

export interface Vacancy {
  nid: number;
  type: string;
  title: string;
  /** The region a regional vacancy belongs to, as its node refers to it (spec 1 §3). */
  region: { name: string; recipientEmail: string | null } | null;
  organisationUnitKey: string | null;
}

interface VacancyRow {
  nid: number;
  type: string;
  title: string;
  region: Record<string, unknown> | null;
  unit: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function toVacancy(row: VacancyRow): Vacancy {
  const name = text(row.region?.title);
  const unit = row.unit && typeof row.unit === 'object' ? (row.unit as { name?: unknown }).name : row.unit;
  return {
    nid: row.nid,
    type: row.type,
    title: row.title,
    region: name ? { name, recipientEmail: text(row.region?.email) } : null,
    organisationUnitKey: text(unit),
  };
}

/** The attachment as the form's multipart reader hands it over. */
export type Attachment = UploadedFile;

export interface NewApplication {
  vacancy: Vacancy;
  vacancyType: string;
  open: boolean;
  region: string | null;
  regioRecipientEmail: string | null;
  organisationUnitKey: string | null;
  gender: string | null;
  firstName: string;
  insertion: string | null;
  lastName: string;
  city: string | null;
  email: string;
  phoneNumber: string;
  education: string | null;
  motivation: string | null;
  linkedIn: string | null;
  renderedAt: Date | null;
  sentAt: Date | null;
}

/** A stored application as the people who process them read it (the back office). */
export interface StoredApplication {
  id: string;
  vacancy: { nid: number; title: string; type: string };
  open: boolean;
  region: string | null;
  firstName: string;
  insertion: string | null;
  lastName: string;
  city: string | null;
  email: string;
  phoneNumber: string;
  attachment: { name: string; contentType: string | null; size: number | null; blobName: string } | null;
  receivedAt: string;
}

interface ApplicationRow {
  id: string;
  vacancy_nid: number;
  vacancy_title: string;
  vacancy_type: string;
  open: boolean;
  region: string | null;
  first_name: string;
  insertion: string | null;
  last_name: string;
  city: string | null;
  email: string;
  phone_number: string;
  attachment_blob: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  received_at: Date | string;
}

const STORED_COLUMNS = `id, vacancy_nid, vacancy_title, vacancy_type, open, region, first_name, insertion,
  last_name, city, email, phone_number, attachment_blob, attachment_name, attachment_type,
  attachment_size, received_at`;

function toStored(row: ApplicationRow): StoredApplication {
  return {
    id: row.id,
    vacancy: { nid: row.vacancy_nid, title: row.vacancy_title, type: row.vacancy_type },
    open: row.open,
    region: row.region,
    firstName: row.first_name,
    insertion: row.insertion,
    lastName: row.last_name,
    city: row.city,
    email: row.email,
    phoneNumber: row.phone_number,
    attachment: row.attachment_blob
      ? {
          name: row.attachment_name ?? row.attachment_blob,
          contentType: row.attachment_type,
          size: row.attachment_size,
          blobName: row.attachment_blob,
        }
      : null,
    receivedAt: new Date(row.received_at).toISOString(),
  };
}

/** A file name without path parts or odd characters, safe inside a blob name. */
function safeName(name: string): string {
  return name.replace(/^.*[\\/]/, '').replace(/[^\w.-]+/g, '_');
}

function create(db: Db, files: ApplicationFileStore, outbox: FileOutbox) {
  return {
    async findVacancy(nid: number): Promise<Vacancy | null> {
      const { rows } = await db.query<VacancyRow>(
        `SELECT nid, type, title, data->'field_regio' AS region, data->'field_organisation_unit_key' AS unit
         FROM nodes WHERE nid = $1 AND status AND type = ANY($2)`,
        [nid, VACANCY_NODE_TYPES],
      );
      return rows[0] ? toVacancy(rows[0]) : null;
    },

    /**
     * Stores the row and the attachment in one transaction, so a 200 means both are durable in
     * the database whatever blob storage does; the attachment moves to blob storage afterwards
     * (file-outbox.ts). A blob is written only for a committed row, so none is ever without one.
     */
    async store(application: NewApplication, attachment: Attachment | null): Promise<string> {
      const id = randomUUID();
      const blobName = attachment ? `${id}/${safeName(attachment.name)}` : null;
      const a = application;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO applications (id, vacancy_nid, vacancy_type, vacancy_title, open, region,
           regio_recipient_email, organisation_unit_key, gender, first_name, insertion, last_name,
           city, email, phone_number, education, motivation, linkedin, attachment_blob,
           attachment_name, attachment_type, attachment_size, rendered_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19, $20, $21, $22, $23, $24)`,
          [
            id,
            a.vacancy.nid,
            a.vacancyType,
            a.vacancy.title,
            a.open,
            a.region,
            a.regioRecipientEmail,
            a.organisationUnitKey,
            a.gender,
            a.firstName,
            a.insertion,
            a.lastName,
            a.city,
            a.email,
            a.phoneNumber,
            a.education,
            a.motivation,
            a.linkedIn,
            blobName,
            attachment?.name ?? null,
            attachment?.contentType ?? null,
            attachment?.content.length ?? null,
            a.renderedAt,
            a.sentAt,
          ],
        );
        if (attachment && blobName) {
          // Base64 as text: the one way both drivers (pg, PGlite) hand over bytes alike and fast.
          await tx.query(
            `INSERT INTO application_file_outbox (blob_name, application_id, content, content_type)
             VALUES ($1, $2, decode($3, 'base64'), $4)`,
            [blobName, id, attachment.content.toString('base64'), attachment.contentType],
          );
        }
      });
      if (blobName) outbox.wake();
      return id;
    },

    /** The newest applications sent with this e-mail address (compared without regard to case). */
    async findByEmail(email: string, limit: number): Promise<StoredApplication[]> {
      const { rows } = await db.query<ApplicationRow>(
        `SELECT ${STORED_COLUMNS} FROM applications WHERE lower(email) = lower($1)
         ORDER BY received_at DESC, id LIMIT $2`,
        [email, limit],
      );
      return rows.map(toStored);
    },

    async findById(id: string): Promise<StoredApplication | null> {
      const { rows } = await db.query<ApplicationRow>(`SELECT ${STORED_COLUMNS} FROM applications WHERE id = $1`, [id]);
      return rows[0] ? toStored(rows[0]) : null;
    },

    /**
     * The attachment's bytes: from the outbox while blob storage does not surely have them yet,
     * else from the private container; null when neither has it.
     */
    async readAttachment(blobName: string): Promise<StoredFile | null> {
      const { rows } = await db.query<{ content: string }>(
        `SELECT encode(content, 'base64') AS content FROM application_file_outbox WHERE blob_name = $1`,
        [blobName],
      );
      if (rows[0]) {
        const content = Buffer.from(rows[0].content, 'base64');
        return { content: Readable.from([content]), size: content.length };
      }
      return files.read(blobName);
    },
  };
}

export interface ApplicationsOptions {
  files: ApplicationFileStore;
}

export default fp<ApplicationsOptions>(
  async (app, { files }) => {
    app.decorate('applications', create(app.db, files, app.fileOutbox));
  },
  { name: 'applications-repository', dependencies: ['database', 'file-outbox'] },
);
