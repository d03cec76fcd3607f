import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One plain HTTP request to a server on loopback, as a browser or a script would send it. */
export function ask(
  port: number,
  urlPath: string,
  method = 'GET',
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject)
      // A write carries a body, so a server that wrongly passes it on would be seen doing so.
      .end(method === 'PUT' || method === 'POST' ? 'payload' : undefined);
  });
}
