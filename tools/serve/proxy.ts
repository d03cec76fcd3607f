import http from 'node:http';
import { blobAnswerHeaders, blobRequestHeaders, decideBlobRequest } from './blob-rules';
import { forwardedOf, forwardingHeaders, hopHeaders } from './forwarded';
import { apiFallbackHeaders, blobHeaders, type Headers } from './security-headers';

export interface ProxyRule {
  /** Path prefix on this server, e.g. `/api/` or `/blobstorage/`. */
  prefix: string;
  /** Target origin plus base path; the part after `strip` is appended. */
  target: string;
  /** Prefix removed before appending (defaults to nothing: the path is kept whole). */
  strip?: string;
  /** `api`: passed on as asked; `blob`: the read-only public blob path (blob-rules.ts). */
  kind: 'api' | 'blob';
}

export interface ProxyOptions {
  /** Front proxies whose X-Forwarded-* headers are believed (FRONT_PROXIES). */
  frontProxies: readonly string[];
}

const json = 'application/json; charset=utf-8';

function refuse(res: http.ServerResponse, status: 404 | 405 | 502, headers: Headers): void {
  const body = {
    404: { error: 'Not Found', message: 'Niet gevonden.' },
    405: { error: 'Method Not Allowed', message: 'Alleen lezen is hier toegestaan.' },
    502: { error: 'Bad Gateway', message: 'De achterliggende dienst is niet bereikbaar.' },
  }[status];
  res.writeHead(status, { ...headers, 'Content-Type': json, ...(status === 405 ? { Allow: 'GET, HEAD' } : {}) });
  res.end(JSON.stringify({ statusCode: status, ...body }));
}

/** `answer` with `ours` added: in place of its own header of the same name, or only where it has none. */
function withHeaders(answer: http.OutgoingHttpHeaders, ours: Headers, replace: boolean): http.OutgoingHttpHeaders {
  const headers = { ...answer };
  for (const [name, value] of Object.entries(ours)) {
    const key = name.toLowerCase();
    if (replace || headers[key] === undefined) headers[key] = value;
  }
  return headers;
}

export function proxyRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  rule: ProxyRule,
  options: ProxyOptions,
): void {
  const incoming = req.url ?? '/';
  let rest = rule.strip && incoming.startsWith(rule.strip) ? incoming.slice(rule.strip.length) : incoming;
  const blob = rule.kind === 'blob';
  if (blob) {
    const decision = decideBlobRequest(req.method, rest);
    if ('refuse' in decision) {
      req.resume();
      return refuse(res, decision.refuse, blobHeaders);
    }
    rest = decision.upstreamPath;
  }
  const target = new URL(rule.target.replace(/\/$/, '') + (rest.startsWith('/') ? rest : `/${rest}`));

  const passed: http.OutgoingHttpHeaders = blob ? blobRequestHeaders(req.headers) : { ...req.headers };
  for (const name of hopHeaders) delete passed[name];
  const headers = { ...passed, ...forwardingHeaders(forwardedOf(req, options.frontProxies)), host: target.host };

  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    const answerHeaders = blob
      ? withHeaders(blobAnswerHeaders(answer.headers), blobHeaders, true)
      : withHeaders(answer.headers, apiFallbackHeaders, false);
    res.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    refuse(res, 502, blob ? blobHeaders : apiFallbackHeaders);
  });
  if (blob) upstream.end();
  else req.pipe(upstream);
}
