// `npm start`: production build of every app, then the whole site on http://localhost:3000.
// `npm run dev`: the same with webpack watching every app and the api restarting on change.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildAll, appFolders } from './build-all';
import { startStack } from './stack';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const dataDir = path.join(repoRoot, 'data');

const watchers = [] as ReturnType<typeof spawn>[];
if (dev) {
  await buildAll('development');
  for (const folder of appFolders) {
    watchers.push(
      spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tools/webpack/run.ts'), '--watch'], {
        cwd: path.join(repoRoot, folder),
        stdio: 'inherit',
      }),
    );
  }
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
