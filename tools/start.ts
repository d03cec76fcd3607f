// `npm start`: production build of every app, then the whole site on http://localhost:3000.
// `npm run dev`: the same with webpack watching every app and the api restarting on change.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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

// The editors' key for the picker (docs/decisions/0020-picker-in-a-cms-page.md): PICKER_EDITOR_KEY when set, or a
// new one for this run, printed below, so the CMS demo page can upload and delete out of the box.
const pickerEditorKey = process.env.PICKER_EDITOR_KEY || randomBytes(18).toString('base64url');
const stack = await startStack({ blobDir: path.join(dataDir, 'azurite'), watchApi: dev, pickerEditorKey });
const pickerPort = stack.topology.remotePorts['mf-picker'];
console.log(`\nThe site is ready on ${stack.shellUrl} (Ctrl-C stops everything)`);
console.log(`The editors' picker: http://localhost:${pickerPort}/cms-demo.html, key ${pickerEditorKey}\n`);

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
