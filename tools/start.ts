// `npm start`: production build of every app, then the whole site on http://localhost:3000.
// `npm run dev`: the same with webpack watching every app and the api restarting on change.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawn } from 'node:child_process';
import { buildAll, appFolders, builtFile } from './build-all';
import { startStack } from './stack';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const dataDir = path.join(repoRoot, 'data');

const watchers = [] as ReturnType<typeof spawn>[];
/** Resolves once every watcher has written a fresh build (its first one). */
async function firstWatchBuilds(since: number): Promise<void> {
  const fresh = (folder: string) => {
    try {
      return fs.statSync(builtFile(folder)).mtimeMs >= since;
    } catch {
      return false;
    }
  };
  while (!appFolders.every(fresh)) await sleep(500);
}

if (dev) {
  const since = Date.now();
  for (const folder of appFolders) {
    watchers.push(
      spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tools/webpack/run.ts'), '--watch'], {
        cwd: path.join(repoRoot, folder),
        stdio: 'inherit',
      }),
    );
  }
  await firstWatchBuilds(since);
} else {
  await buildAll('production');
}

const stack = await startStack({ blobDir: path.join(dataDir, 'azurite'), watchApi: dev });
console.log(`\nThe site is ready on ${stack.shellUrl} (Ctrl-C stops everything)\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  for (const watcher of watchers) watcher.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
