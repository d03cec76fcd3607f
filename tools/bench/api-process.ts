// The api (api/src/server.ts) in a child process of its own on a free port, against a database
// the bench made: `npm run bench` (its api at scale) and `npm run bench:pglite` measure it so.
import { spawn } from 'node:child_process';
import path from 'node:path';
import getPort from 'get-port';
import { stopOnCleanup } from './cleanup';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the api with `env` on top of the bench's environment and resolves once /health answers.
 * `env` names the database: PGLITE_DIR (and PGLITE_WORKER), or DATABASE_URL.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // A DATABASE_URL or PGLITE_DIR of the shell that started the bench would win over the
      // throw-away database (DATABASE_URL over any PGLITE_DIR): only `env` may name one.
      DATABASE_URL: undefined,
      PGLITE_DIR: undefined,
      BLOB_SEED: 'false',
      // Nothing listens there: the blob seed gives up at once, which the api survives.
      AZURE_STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${Buffer.from('x').toString('base64')};BlobEndpoint=http://127.0.0.1:9/devstoreaccount1;`,
      ...env,
      API_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopOnCleanup(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      if (child.exitCode !== null) throw new Error(`The api ended before it listened (exit ${child.exitCode})`);
      try {
        if ((await fetch(`${url}/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (tries > 600) throw new Error('The api did not listen within a minute');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
