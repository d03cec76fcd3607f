import type http from 'node:http';

/**
 * Stops a server a test started, at once: the browser keeps its connections open (keep-alive,
 * a request still being retried), and `close` alone waits for every one of them to end.
 */
export function stopServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
