import type http from 'node:http';
import { readTopology } from '../../tools/serve/config';
import { serveApp } from '../../tools/serve/serve-app';
import getPort from 'get-port';
import { stopServer } from './servers';

export interface RemoteDown {
  /** The origin of a shell of its own, whose remote points at a port nothing listens on. */
  origin: string;
  /** Serves the remote on that port: it is back. */
  revive: () => Promise<void>;
}

/**
 * Runs `check` against a shell whose `federationName` remote cannot be reached, until `revive`
 * brings it back on the same address; both servers stop afterwards, also when the check fails.
 */
export async function withRemoteDown(
  federationName: string,
  folder: string,
  check: (down: RemoteDown) => Promise<void>,
): Promise<void> {
  const deadPort = await getPort({ host: '127.0.0.1' });
  const shellPort = await getPort({ host: '127.0.0.1' });
  const topology = readTopology(process.env);
  const broken = {
    ...topology,
    remotes: { ...topology.remotes, [federationName]: `http://localhost:${deadPort}/remoteEntry.js` },
  };
  const shell = await serveApp('shell', broken, shellPort);
  let revived: http.Server | undefined;
  try {
    await check({
      origin: `http://localhost:${shellPort}`,
      revive: async () => {
        revived = await serveApp(folder, topology, deadPort);
      },
    });
  } finally {
    await Promise.all([shell, revived].flatMap((server) => (server ? [stopServer(server)] : [])));
  }
}
