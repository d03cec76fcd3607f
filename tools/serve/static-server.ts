import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { RenderIndex } from './index-page';
import { addAntiForgeryToken } from './page-inputs';
import { registerProxies, type ProxyRule } from './proxy';
import { resourceHeaders, type Headers } from './security-headers';
import { cacheControl, compression, isFresh, transferHeaders } from './transfer';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  proxies?: ProxyRule[];
  /** Extra JSON documents served from memory, e.g. `/remotes.json`. */
  documents?: Record<string, unknown>;
  /**
   * Origins that may fetch this server's files cross-origin: a remote's are fetched by the shell
   * (SHELL_ORIGINS). `loopback`: any `http://localhost:<port>` or `http://127.0.0.1:<port>`.
   */
  corsOrigins?: readonly string[] | 'loopback';
  /** Headers of every HTML page (security-headers.ts); every other answer gets `resourceHeaders`. */
  pageHeaders: Headers;
  /** Front proxies whose X-Forwarded-* headers are believed (FRONT_PROXIES): Fastify's trustProxy. */
  frontProxies?: readonly string[];
  /**
   * Renders index.html for each visit (the shell's page inputs and remote map); every rendered
   * page also gets a fresh anti-forgery token. Without it, index.html is served as a file.
   */
  renderIndex?: RenderIndex;
  /** How long a write's body may send nothing before it gets 408 (ms; default BODY_IDLE_SECONDS). */
  bodyIdleMs?: number;
}

const loopbackOrigin = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** The CORS headers for a request from `origin`: the origin itself when allowed, never `*`. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[] | 'loopback'): Headers {
  const ok = origin !== undefined && (allowed === 'loopback' ? loopbackOrigin.test(origin) : allowed.includes(origin));
  return ok ? { Vary: 'Origin', 'Access-Control-Allow-Origin': origin } : { Vary: 'Origin' };
}

const text = 'text/plain; charset=utf-8';

const plain = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).headers(resourceHeaders).type(text).send(body);
const notFound = (reply: FastifyReply) => plain(reply, 404, 'Niet gevonden');

/** The path asked for, decoded; undefined when it cannot be. */
function pathOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return undefined;
  }
}

async function isFile(root: string, urlPath: string): Promise<boolean> {
  const file = path.join(root, urlPath);
  if (!file.startsWith(root + path.sep)) return false;
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/**
 * Serves a built app with @fastify/static: the files the build compressed (`X.br`, `X.gz`) as
 * they are, every other text answer compressed here (transfer.ts); `/api` and `/blobstorage`
 * go upstream (proxy.ts). Unknown paths without an extension get index.html (client routing).
 */
export async function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const app = Fastify({
    // Only a listed front proxy's X-Forwarded-For, -Proto and -Host make request.ip, .protocol and .host.
    trustProxy: options.frontProxies?.length ? [...options.frontProxies] : false,
    frameworkErrors: (_error, _request, reply) => void plain(reply, 400, 'Ongeldig adres'),
  });
  await app.register(fastifyCompress, compression);
  app.addHook('onSend', transferHeaders);
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    // @fastify/static refuses a path that would leave the root: to the visitor it is not there.
    if (status === 403 || status === 404) return notFound(reply);
    return plain(reply, status, status < 500 ? 'Ongeldig verzoek' : 'Serverfout');
  });
  await registerProxies(app, options.proxies ?? [], { bodyIdleMs: options.bodyIdleMs });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, render: RenderIndex, visitPath: string) {
    const source = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => undefined);
    if (source === undefined) return notFound(reply);
    const page = render(source, { path: visitPath });
    reply.type('text/html; charset=utf-8');
    // Revalidated without its token, so a 304 sets no new cookie: the page keeps the token it has,
    // and the api client fetches a fresh one (GET /api/v1/anti-forgery) if the api refuses it.
    if (isFresh(request, reply, page)) return reply.code(304).send();
    const { html, cookie } = addAntiForgeryToken(page, { secure: request.protocol === 'https' });
    return reply.header('set-cookie', cookie).send(html);
  }

  async function serveFile(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = pathOf(request.url);
    if (urlPath === undefined) return notFound(reply);
    const document = options.documents?.[urlPath];
    if (document !== undefined) {
      const body = JSON.stringify(document);
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      return isFresh(request, reply, body) ? reply.code(304).send() : reply.send(body);
    }
    let file = urlPath === '/' ? '/index.html' : urlPath;
    // Static pages are addressed without extension, e.g. /alz-offline (spec 2 §4); they must win
    // over the SPA fallback, or a failing app would be sent back to itself.
    if (!path.extname(file)) file = (await isFile(root, `${file}.html`)) ? `${file}.html` : '/index.html';
    reply.header('cache-control', cacheControl(file));
    if (file.endsWith('.html')) reply.headers(options.pageHeaders);
    if (file === '/index.html' && options.renderIndex) return sendIndex(request, reply, options.renderIndex, urlPath);
    return reply.sendFile(file);
  }

  await app.register(async (files) => {
    await files.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false });
    files.addHook('onRequest', async (request, reply) => {
      reply.headers(resourceHeaders);
      if (options.corsOrigins) reply.headers(corsHeaders(request.headers.origin, options.corsOrigins));
    });
    // A write is refused before its body would matter: the body is never read.
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, _body, done) => done(null));
    if (options.corsOrigins) {
      const preflight = {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Max-Age': '600',
        Allow: 'GET, HEAD, OPTIONS',
      };
      files.options('/*', (_request, reply) => reply.code(204).headers(preflight).send());
    }
    const writes = ['DELETE', 'PATCH', 'POST', 'PUT', ...(options.corsOrigins ? [] : ['OPTIONS'])];
    files.route({
      method: writes,
      url: '/*',
      handler: (_request, reply) => plain(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed'),
    });
    files.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveFile });
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  // Closing this server stops the site: nothing else is kept open (the proxies' idle upstream
  // connections do not keep the process alive).
  return app.server;
}
