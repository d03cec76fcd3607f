import path from 'node:path';
import type http from 'node:http';
import { startStaticServer } from './static-server';
import { readTopology, type Topology } from './config';
import type { ProxyRule } from './proxy';
import { readPageInputs, renderPageInputs } from './page-inputs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function proxies(topology: Topology): ProxyRule[] {
  return [
    { prefix: '/api/', target: topology.apiUrl },
    { prefix: '/health', target: topology.apiUrl },
    { prefix: '/blobstorage/', target: topology.blobUrl, strip: '/blobstorage' },
  ];
}

/**
 * Serves one built app: the shell (client routing, `/remotes.json`, proxies) or a remote
 * (its files with CORS, plus the same proxies so its stand-alone page works on its own).
 */
export function serveApp(
  folder: string,
  topology: Topology = readTopology(),
  port?: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<http.Server> {
  const root = path.join(repoRoot, folder, 'dist');
  if (folder === 'shell') {
    return startStaticServer({
      root,
      port: port ?? topology.shellPort,
      spa: true,
      proxies: proxies(topology),
      documents: { '/remotes.json': topology.remotes },
      renderIndex: renderPageInputs(readPageInputs(env)),
    });
  }
  const remotePort = port ?? topology.remotePorts[folder];
  if (remotePort === undefined) throw new Error(`Unknown app folder "${folder}"`);
  return startStaticServer({ root, port: remotePort, spa: true, cors: true, proxies: proxies(topology) });
}
