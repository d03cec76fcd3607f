import http from 'node:http';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, read as text (compressed bytes when it was compressed). */
  body: string;
  /** The body as a browser reads it: decoded as its Content-Encoding says. */
  text: string;
  /** Bytes on the wire. */
  size: number;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  return raw;
}

/** One plain HTTP request to a server on loopback, as a browser or a script would send it. */
export function ask(
  port: number,
  urlPath: string,
  method = 'GET',
  headers: http.OutgoingHttpHeaders = {},
  // A write carries a body, so a server that wrongly passes it on would be seen doing so.
  body: string | Buffer | undefined = method === 'PUT' || method === 'POST' ? 'payload' : undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // With its length: Node sends the body of a DELETE without one, as if there were none.
    const length = body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) };
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, headers: { ...length, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: raw.toString(),
            text: decode(raw, res.headers['content-encoding']).toString(),
            size: raw.length,
          });
        });
      })
      .on('error', reject)
      .end(body);
  });
}
