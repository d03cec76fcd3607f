import path from 'node:path';
import type http from 'node:http';
import { startStaticServer } from './static-server';
import { readSecurity, readTopology, remoteOrigins, type SecuritySettings, type Topology } from './config';
import type { ProxyRule } from './proxy';
import { renderShellIndex } from './index-page';
import { learnedTypes } from './learned-types';
import { manifestCache } from './preload-hints';
import { readPageInputs } from './page-inputs';
import { pageHeaders } from './security-headers';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function proxies(topology: Topology): ProxyRule[] {
  return [
    { prefix: '/api', target: topology.apiUrl, kind: 'api' },
    { prefix: '/health', target: topology.apiUrl, kind: 'api' },
    { prefix: '/blobstorage', target: topology.blobUrl, kind: 'blob' },
  ];
}

export interface ServeOptions {
  /** A development build (`npm run dev`): its modules run through eval, which the CSP must allow. */
  devBuild?: boolean;
  /** The shell's page names what each path needs next (preload-hints.ts); on unless false. */
  preloadHints?: boolean;
}

/**
 * Serves one built app: the shell (client routing, the remote map inlined in its page and at
 * `/remotes.json` for older pages, proxies) or a remote
 * (its files with CORS for the shell, plus the same proxies so its stand-alone page works on its own).
 */
export function serveApp(
  folder: string,
  topology: Topology = readTopology(),
  port?: number,
  env: NodeJS.ProcessEnv = process.env,
  options: ServeOptions = {},
): Promise<http.Server> {
  const root = path.join(repoRoot, folder, 'dist');
  const security: SecuritySettings = readSecurity(env);
  const headers = pageHeaders({
    remoteOrigins: remoteOrigins(topology),
    embedOrigins: security.embedOrigins,
    // Only the picker is meant to be shown inside another site's page (the CMS).
    frameAncestors: folder === 'mf-picker' ? security.frameAncestors : [],
    devBuild: options.devBuild ?? false,
  });
  const common = {
    root,
    spa: true,
    proxies: proxies(topology),
    pageHeaders: headers,
    frontProxies: security.frontProxies,
  };
  if (folder === 'shell') {
    const hinted = options.preloadHints !== false;
    return startStaticServer({
      ...common,
      port: port ?? topology.shellPort,
      documents: { '/remotes.json': topology.remotes },
      renderIndex: renderShellIndex(
        readPageInputs(env),
        topology.remotes,
        hinted ? manifestCache(topology.remotes) : undefined,
        hinted ? learnedTypes(topology.apiUrl) : undefined,
      ),
    });
  }
  const remotePort = port ?? topology.remotePorts[folder];
  if (remotePort === undefined) throw new Error(`Unknown app folder "${folder}"`);
  return startStaticServer({ ...common, port: remotePort, corsOrigins: security.shellOrigins });
}
