import http from 'node:http';
import httpProxy from '@fastify/http-proxy';
import {
  BODY_IDLE_SECONDS,
  FORM_BODY_LIMIT,
  JSON_BODY_LIMIT,
  PICTURE_BODY_LIMIT,
  PICTURE_UPLOAD_PATH,
} from '@alz/shared/http/body-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { blobAnswerHeaders, blobRequestHeaders, blobServing, decideBlobRequest } from './blob-rules';
import { apiFallbackHeaders, blobHeaders, type Headers } from './security-headers';

export interface ProxyRule {
  /** Path prefix on this server, e.g. `/api` (it takes `/api` and `/api/…`). */
  prefix: string;
  /** Target origin plus base path, e.g. `http://127.0.0.1:10000/devstoreaccount1`. */
  target: string;
  /**
   * `api`: passed on as asked, the path whole after the target's; `blob`: the read-only public
   * blob path (blob-rules.ts), the part after the prefix after the target's path.
   */
  kind: 'api' | 'blob';
}

const json = 'application/json; charset=utf-8';

/** How long the rest of a refused body is read and dropped before the socket closes (nginx: lingering_timeout). */
const LINGER_MS = 5_000;

const MESSAGES = {
  400: 'Ongeldig verzoek.',
  404: 'Niet gevonden.',
  405: 'Alleen lezen is hier toegestaan.',
  408: 'Het versturen duurde te lang. Probeer het opnieuw.',
  411: 'Stuur de lengte van de inhoud mee (Content-Length).',
  413: 'Wat u verstuurt is te groot. Een bijlage mag hoogstens 2 MB zijn.',
  502: 'De achterliggende dienst is niet bereikbaar.',
} as const;

function refuse(reply: FastifyReply, status: keyof typeof MESSAGES, headers: Headers): FastifyReply {
  const error = http.STATUS_CODES[status] ?? 'Error';
  return reply
    .code(status)
    .headers({ ...headers, ...(status === 405 ? { allow: 'GET, HEAD' } : {}) })
    .type(json)
    .send(JSON.stringify({ statusCode: status, error, message: MESSAGES[status] }));
}

/**
 * The headers of this hop only (RFC 9110 §7.6.1): Connection and the fields it names, and the
 * ones every proxy drops. `Expect: 100-continue` is answered here (Node's server sends the 100),
 * so it is not sent on (§10.1.1); the upstream client refuses these headers, which was a 502.
 */
function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const passed = { ...headers };
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const hop = ['connection', 'proxy-connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
  for (const name of [...hop, 'expect', ...named, ...forwardedHeaders]) delete passed[name];
  return passed;
}

/** The request headers that describe the hops before this one; the proxies send their own. */
const forwardedHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * Who asked, over which protocol, for which host, as Fastify's trustProxy (FRONT_PROXIES) sees it:
 * the X-Forwarded-* a visitor sends are ignored, since a made-up address would buy a fresh
 * rate-limit quota at the api; only a listed front proxy's are believed.
 */
const forwardingHeaders = (request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>) => ({
  'x-forwarded-for': request.ip,
  'x-forwarded-proto': request.protocol,
  'x-forwarded-host': request.host,
});

const hasBody = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);

/** The api's own limit for this request's body (shared/src/http/body-limits.ts). */
function bodyLimitOf(request: FastifyRequest): number {
  if (request.url.startsWith(`${PICTURE_UPLOAD_PATH}/`)) return PICTURE_BODY_LIMIT;
  return /^multipart\//i.test(request.headers['content-type'] ?? '') ? FORM_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * A write's body before it goes upstream: its length known (411 otherwise) and within the
 * api's own limit (413 before a byte of it is read, then the connection is closed so the rest
 * is never read either), and never silent for longer than bodyIdleMs (408).
 */
function guardBody(request: FastifyRequest, reply: FastifyReply, bodyIdleMs: number): FastifyReply | undefined {
  if (!hasBody(request)) return undefined;
  const length = request.headers['content-length'];
  if (length === undefined) {
    if (request.headers['transfer-encoding'] === undefined) return undefined;
    return refuse(reply.header('connection', 'close'), 411, apiFallbackHeaders);
  }
  const raw = request.raw;
  if (Number(length) > bodyLimitOf(request)) {
    // Answered before the body is read. A client that sends its body without waiting would get a
    // reset in place of this answer if the socket closed at once, so the rest is read and dropped
    // (Node does that once the answer is out) for at most LINGER_MS, then the socket closes
    // (RFC 9112 §9.6; nginx's lingering close).
    reply.raw.once('finish', () => {
      if (raw.complete) return;
      const linger = setTimeout(() => raw.socket.destroy(), LINGER_MS);
      raw.once('end', () => clearTimeout(linger));
      raw.socket.once('close', () => clearTimeout(linger));
    });
    return refuse(reply, 413, apiFallbackHeaders);
  }
  raw.setTimeout(bodyIdleMs, () => {
    if (raw.complete || reply.sent) return;
    reply.raw.once('finish', () => raw.socket.destroy());
    refuse(reply.header('connection', 'close'), 408, apiFallbackHeaders);
  });
  // Only the body is timed: waiting for the api's answer is the api's business.
  raw.once('end', () => raw.setTimeout(0));
  return undefined;
}

/** `answer` with `ours` added: in place of its own header of the same name, or only where it has none. */
function withHeaders(answer: http.IncomingHttpHeaders, ours: Headers, replace: boolean): http.IncomingHttpHeaders {
  const headers = { ...answer };
  for (const [name, value] of Object.entries(ours)) {
    const key = name.toLowerCase();
    if (replace || headers[key] === undefined) headers[key] = value;
  }
  return headers;
}

/**
 * The api and blob paths, passed upstream by @fastify/http-proxy. Bodies and methods go to the
 * api as sent; X-Forwarded-* are ours, never the visitor's; a blob read passes on
 * only what blob-rules.ts allows. An upstream that does not answer is a 502 in JSON.
 */
export async function registerProxies(
  app: FastifyInstance,
  rules: readonly ProxyRule[],
  { bodyIdleMs = BODY_IDLE_SECONDS * 1000 }: { bodyIdleMs?: number } = {},
): Promise<void> {
  for (const rule of rules) {
    const target = new URL(rule.target);
    const base = target.pathname.replace(/\/$/, '');
    const blob = rule.kind === 'blob';
    const upstreamPaths = new WeakMap<FastifyRequest, string>();
    const blobReads = new WeakSet<object>();
    const refused = new WeakSet<object>();
    await app.register(httpProxy, {
      upstream: target.origin,
      prefix: rule.prefix,
      rewritePrefix: blob ? base : `${base}${rule.prefix}`,
      internalRewriteLocationHeader: false,
      ...(!blob && {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => guardBody(request, reply, bodyIdleMs),
      }),
      ...(blob && {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          const decision = decideBlobRequest(request.method, request.url.slice(rule.prefix.length));
          if ('refuse' in decision) return refuse(reply, decision.refuse, blobHeaders);
          upstreamPaths.set(request, decision.upstreamPath);
          if (!decision.list) blobReads.add(request);
        },
        handler: (request, reply, _dest, options) => reply.from(`${base}${upstreamPaths.get(request)}`, options),
      }),
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const passed = blob
            ? blobRequestHeaders(request.headers)
            : withoutHopHeaders(headers as http.IncomingHttpHeaders);
          return { ...passed, ...forwardingHeaders(request), host: target.host };
        },
        rewriteHeaders: (headers, request) => {
          if (!blob) return withHeaders(headers as http.IncomingHttpHeaders, apiFallbackHeaders, false);
          const answer = withHeaders(blobAnswerHeaders(headers as http.IncomingHttpHeaders), blobHeaders, true);
          if (!request || !blobReads.has(request)) return answer;
          const serving = blobServing(answer['content-type'] as string | undefined);
          if (serving === 'refuse') refused.add(request);
          if (serving === 'download') answer['content-disposition'] = 'attachment';
          return answer;
        },
        // Judged on a blob's 200 or 206 only: a 304 or an error carries no stored type.
        onResponse: (request, reply, res) => {
          if (!refused.has(request) || res.statusCode >= 300) return void reply.send(res.stream);
          (res.stream as { destroy(): void }).destroy();
          for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
          void refuse(reply as FastifyReply, 404, blobHeaders);
        },
        // A blob read passes on the query blob-rules.ts rebuilt, never the visitor's (SAS).
        ...(blob && { queryString: (search: string | undefined) => search?.replace(/^\?/, '') ?? '' }),
        // Passed on as it is: reply-from would otherwise retry a GET that was answered 503.
        retryDelay: () => null,
        // Not after a 408 (guardBody): the upstream request failed because the body stopped.
        onError: (reply) => {
          if (!(reply as FastifyReply).sent)
            void refuse(reply as FastifyReply, 502, blob ? blobHeaders : apiFallbackHeaders);
        },
      },
    });
  }
}
