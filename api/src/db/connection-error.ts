// Errors that mean "the database cannot be reached right now", not "this query is wrong": the
// server restarting or shutting down, a dropped or refused connection. They are retried once
// and otherwise answered 503 (the api recovers by itself after a database restart).

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection is closed|Client has encountered a connection error/i.test(message)
  );
}
