// Builds the shell and every remote, two at a time (the machines have two cores), and prints
// how long each took. `--dev` builds in development mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { remoteModules } from '@alz/shared/site/routes';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The shell and every remote of the route manifest, by folder (`mf_content` is in mf-content/). */
export const appFolders = ['shell', ...Object.keys(remoteModules).map((remote) => remote.replace('_', '-'))];

/**
 * The file a finished build of an app always writes: a remote's `remoteEntry.js`; the shell
 * exposes nothing, so for it its `index.html`.
 */
export const builtFile = (folder: string): string =>
  path.join(repoRoot, folder, folder === 'shell' ? 'dist/index.html' : 'dist/remoteEntry.js');

function buildOne(folder: string, mode: 'production' | 'development'): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', path.join(repoRoot, 'tools/webpack/run.ts')];
    if (mode === 'development') args.push('--dev-once');
    const child = spawn(process.execPath, args, { cwd: path.join(repoRoot, folder), stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${folder} build failed (exit ${code})`))));
  });
}

export async function buildAll(mode: 'production' | 'development' = 'production', concurrency = 2): Promise<void> {
  const started = Date.now();
  const queue = [...appFolders];
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) await buildOne(folder, mode);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log(`All apps built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll(process.argv.includes('--dev') ? 'development' : 'production').catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
