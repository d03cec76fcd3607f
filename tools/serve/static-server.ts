import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { proxyRequest, type ProxyRule } from './proxy';
import { forwardedOf } from './forwarded';
import { resourceHeaders, type Headers } from './security-headers';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without a file extension get index.html (client-side routing). */
  spa: boolean;
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
  /** Front proxies whose X-Forwarded-* headers are believed (FRONT_PROXIES). */
  frontProxies?: readonly string[];
  /** Rewrites index.html for each response, e.g. to add the page inputs and a fresh token. */
  renderIndex?: (html: string, res: http.ServerResponse, visit: { secure: boolean }) => string;
}

const loopbackOrigin = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** The CORS headers for a request from `origin`: the origin itself when allowed, never `*`. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[] | 'loopback'): Headers {
  const ok = origin !== undefined && (allowed === 'loopback' ? loopbackOrigin.test(origin) : allowed.includes(origin));
  return ok ? { Vary: 'Origin', 'Access-Control-Allow-Origin': origin } : { Vary: 'Origin' };
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

// Entry files and the manifest must be re-validated so a new deployment of one remote is
// picked up at once; everything with a content hash in its name never changes.
function cacheControl(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.normalize(path.join(root, decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const frontProxies = options.frontProxies ?? [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const rule = options.proxies?.find((p) => url.pathname.startsWith(p.prefix));
    // The proxied api and blob answers carry their own headers; CORS is only for our files.
    if (rule) return proxyRequest(req, res, rule, { frontProxies });
    for (const [name, value] of Object.entries(resourceHeaders)) res.setHeader(name, value);
    const cors = options.corsOrigins ? corsHeaders(req.headers.origin, options.corsOrigins) : {};
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (options.corsOrigins && req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Max-Age': '600',
        Allow: 'GET, HEAD, OPTIONS',
      });
      return res.end();
    }
    const document = options.documents?.[url.pathname];
    if (document !== undefined) {
      res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      return res.end(JSON.stringify(document));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
      return res.end('Method not allowed');
    }
    let file = resolveFile(root, url.pathname === '/' ? '/index.html' : url.pathname);
    // Static pages are addressed without extension, e.g. /alz-offline (spec 2 §4); they must win
    // over the SPA fallback, or a failing app would be sent back to itself.
    if (!file && !path.extname(url.pathname)) file = resolveFile(root, `${url.pathname}.html`);
    if (!file && options.spa && !path.extname(url.pathname)) file = path.join(root, 'index.html');
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Niet gevonden');
    }
    const headers = {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      ...(path.extname(file) === '.html' ? options.pageHeaders : {}),
    };
    if (options.renderIndex && path.basename(file) === 'index.html') {
      const secure = forwardedOf(req, frontProxies).proto === 'https';
      const html = options.renderIndex(fs.readFileSync(file, 'utf8'), res, { secure });
      res.writeHead(200, headers);
      return res.end(req.method === 'HEAD' ? undefined : html);
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
