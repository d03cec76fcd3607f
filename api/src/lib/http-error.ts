import { STATUS_CODES } from 'node:http';

export interface HttpError extends Error {
  statusCode: number;
  /**
   * A reason the client's code can act on, sent as `code` (e.g. 'anti-forgery': fetch a fresh
   * token and retry). Not named `code`: Fastify's own errors use that for their internal names.
   */
  clientCode?: string;
}

/** An error the error handler passes on to the client as is (4xx only). */
export function httpError(statusCode: number, message: string, clientCode?: string): HttpError {
  return Object.assign(new Error(message), { statusCode }, clientCode ? { clientCode } : {});
}

export function errorBody(statusCode: number, message: string, code?: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}
