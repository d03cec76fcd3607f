import http from 'node:http';

export interface ProxyRule {
  /** Path prefix on this server, e.g. `/api/` or `/blobstorage/`. */
  prefix: string;
  /** Target origin plus base path; the part after `strip` is appended. */
  target: string;
  /** Prefix removed before appending (defaults to nothing: the path is kept whole). */
  strip?: string;
}

export function proxyRequest(req: http.IncomingMessage, res: http.ServerResponse, rule: ProxyRule): void {
  const incoming = req.url ?? '/';
  const rest = rule.strip && incoming.startsWith(rule.strip) ? incoming.slice(rule.strip.length) : incoming;
  const target = new URL(rule.target.replace(/\/$/, '') + (rest.startsWith('/') ? rest : `/${rest}`));
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'De achterliggende dienst is niet bereikbaar.',
      }),
    );
  });
  req.pipe(upstream);
}
