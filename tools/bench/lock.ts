// One bench at a time on a machine: two would share its two cores and spoil each other's figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';

const lockFile = path.join(os.tmpdir(), 'alz-bench.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the machine's bench lock until cleanup, or throws when a running bench holds it. */
export function takeBenchLock(): void {
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      onCleanup(() => fs.rmSync(lockFile, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`Another bench (process ${holder}) is running; wait for it, its figures would suffer too.`);
    }
    // Left behind by a bench that was killed.
    fs.rmSync(lockFile, { force: true });
  }
}
