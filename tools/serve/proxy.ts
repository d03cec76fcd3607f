import type http from 'node:http';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { blobAnswerHeaders, blobRequestHeaders, decideBlobRequest } from './blob-rules';
import { forwardedOf, forwardingHeaders, hopHeaders } from './forwarded';
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

function refuse(reply: FastifyReply, status: 404 | 405 | 502, headers: Headers): FastifyReply {
  const body = {
    404: { error: 'Not Found', message: 'Niet gevonden.' },
    405: { error: 'Method Not Allowed', message: 'Alleen lezen is hier toegestaan.' },
    502: { error: 'Bad Gateway', message: 'De achterliggende dienst is niet bereikbaar.' },
  }[status];
  return reply
    .code(status)
    .headers({ ...headers, ...(status === 405 ? { allow: 'GET, HEAD' } : {}) })
    .type(json)
    .send(JSON.stringify({ statusCode: status, ...body }));
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
 * api as sent; X-Forwarded-* are ours (forwarded.ts), never the visitor's; a blob read passes on
 * only what blob-rules.ts allows. An upstream that does not answer is a 502 in JSON.
 */
export async function registerProxies(
  app: FastifyInstance,
  rules: readonly ProxyRule[],
  frontProxies: readonly string[],
): Promise<void> {
  for (const rule of rules) {
    const target = new URL(rule.target);
    const base = target.pathname.replace(/\/$/, '');
    const blob = rule.kind === 'blob';
    const upstreamPaths = new WeakMap<FastifyRequest, string>();
    await app.register(httpProxy, {
      upstream: target.origin,
      prefix: rule.prefix,
      rewritePrefix: blob ? base : `${base}${rule.prefix}`,
      internalRewriteLocationHeader: false,
      ...(blob && {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          const decision = decideBlobRequest(request.method, request.url.slice(rule.prefix.length));
          if ('refuse' in decision) return refuse(reply, decision.refuse, blobHeaders);
          upstreamPaths.set(request, decision.upstreamPath);
        },
        handler: (request, reply, _dest, options) => reply.from(`${base}${upstreamPaths.get(request)}`, options),
      }),
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const passed = blob ? blobRequestHeaders(request.headers) : { ...(headers as http.IncomingHttpHeaders) };
          for (const name of hopHeaders) delete passed[name];
          return { ...passed, ...forwardingHeaders(forwardedOf(request.raw, frontProxies)), host: target.host };
        },
        rewriteHeaders: (headers) =>
          blob
            ? withHeaders(blobAnswerHeaders(headers as http.IncomingHttpHeaders), blobHeaders, true)
            : withHeaders(headers as http.IncomingHttpHeaders, apiFallbackHeaders, false),
        // A blob read passes on the query blob-rules.ts rebuilt, never the visitor's (SAS).
        ...(blob && { queryString: (search: string | undefined) => search?.replace(/^\?/, '') ?? '' }),
        // Passed on as it is: reply-from would otherwise retry a GET that was answered 503.
        retryDelay: () => null,
        onError: (reply) => void refuse(reply as FastifyReply, 502, blob ? blobHeaders : apiFallbackHeaders),
      },
    });
  }
}
