import { STATUS_CODES } from 'node:http';

export interface HttpError extends Error {
  statusCode: number;
}

/** An error the error handler passes on to the client as is (4xx only). */
export function httpError(statusCode: number, message: string): HttpError {
  return Object.assign(new Error(message), { statusCode });
}

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
