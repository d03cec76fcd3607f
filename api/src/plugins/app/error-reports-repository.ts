import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { envelopeUrl, shouldForward, type EnvelopeHeader } from '../../lib/sentry-envelope';

declare module 'fastify' {
  interface FastifyInstance {
    errorReports: ReturnType<typeof createErrorReportsRepository>;
  }
}

export interface ErrorReportingOptions {
  /** The project's own DSN (SENTRY_DSN); envelopes for any other DSN are stored only. */
  dsn: string | null;
  /** SENTRY_FORWARD: pass accepted envelopes on to Sentry. */
  forward: boolean;
  /** How many reports are kept; storing one more drops the oldest (default 1,000). */
  keep?: number;
}

const FORWARD_TIMEOUT_MS = 5_000;
const KEEP = 1_000;

function createErrorReportsRepository(db: Db, settings: ErrorReportingOptions, log: FastifyBaseLogger) {
  return {
    async store(header: EnvelopeHeader, envelope: string): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO error_reports (event_id, dsn_host, project_id, envelope)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [header.eventId, header.host, header.projectId, envelope],
        );
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('error report was not stored');
        // Anyone can send reports, so the table keeps only the newest and never grows
        // past `keep` rows, whatever arrives. Ids are given out in order, so older means smaller.
        await tx.query(
          `DELETE FROM error_reports
           WHERE id <= (SELECT id FROM error_reports ORDER BY id DESC OFFSET $1 LIMIT 1)`,
          [settings.keep ?? KEEP],
        );
        return id;
      });
    },

    /** Fire and forget: a failure is logged, never shown to the visitor's browser. */
    forward(header: EnvelopeHeader, envelope: string): void {
      if (!shouldForward(header.dsn, settings)) return;
      fetch(envelopeUrl(header), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: envelope,
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      }).then(
        (response) => {
          if (!response.ok) log.warn({ status: response.status }, 'error report was not accepted upstream');
        },
        (err: unknown) => log.warn({ err }, 'could not forward an error report'),
      );
    },
  };
}

export default fp<ErrorReportingOptions>(
  async (app, settings) => {
    app.decorate('errorReports', createErrorReportsRepository(app.db, settings, app.log));
  },
  { name: 'error-reports-repository', dependencies: ['database'] },
);
