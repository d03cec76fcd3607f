import { httpError } from './http-error';

export interface EnvelopeHeader {
  /** The DSN exactly as the browser sent it. */
  dsn: string;
  host: string;
  projectId: string;
  eventId: string | null;
}

const MAX_HEADER_LENGTH = 8_192;

/**
 * Reads the first line of a Sentry envelope (a JSON header with at least `dsn`). Anything that
 * is not an envelope for a real project is the client's fault (400).
 */
export function parseEnvelopeHeader(envelope: string): EnvelopeHeader {
  const end = envelope.indexOf('\n');
  const line = end === -1 ? envelope : envelope.slice(0, end);
  if (line.trim() === '' || line.length > MAX_HEADER_LENGTH) {
    throw httpError(400, 'De foutmelding heeft geen geldige kopregel.');
  }
  let header: unknown;
  try {
    header = JSON.parse(line);
  } catch {
    throw httpError(400, 'De kopregel van de foutmelding is geen JSON.');
  }
  const { dsn, event_id: eventId } = (header ?? {}) as { dsn?: unknown; event_id?: unknown };
  if (typeof dsn !== 'string' || !URL.canParse(dsn)) {
    throw httpError(400, 'De foutmelding heeft geen geldige dsn.');
  }
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').pop() ?? '';
  if (!['http:', 'https:'].includes(url.protocol) || url.hostname === '' || !/^\d{1,20}$/.test(projectId)) {
    throw httpError(400, 'De foutmelding heeft geen geldige dsn.');
  }
  return {
    dsn,
    host: url.host,
    projectId,
    eventId: typeof eventId === 'string' && /^[\w-]{1,64}$/.test(eventId) ? eventId : null,
  };
}

/** Where Sentry accepts envelopes for this DSN's project. */
export function envelopeUrl(header: Pick<EnvelopeHeader, 'host' | 'projectId'>): string {
  return `https://${header.host}/api/${header.projectId}/envelope/`;
}

/**
 * Only envelopes for our own project are passed on, so the tunnel cannot be used to send
 * traffic to any host a visitor names.
 */
export function shouldForward(dsn: string, settings: { dsn: string | null; forward: boolean }): boolean {
  return settings.forward && settings.dsn !== null && settings.dsn === dsn;
}
