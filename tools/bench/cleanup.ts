// What the bench has started (the site, browsers, the hello server) and must stop, also when the
// run fails or is stopped with Ctrl-C halfway through a measurement.

import type { ChildProcess } from 'node:child_process';

type Task = () => Promise<unknown> | unknown;

const tasks: Task[] = [];

/** Registers a stop task; the returned function runs it now, once, and forgets it. */
export function onCleanup(task: Task): () => Promise<void> {
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index === -1) return;
    tasks.splice(index, 1);
    await task();
  };
}

/** Runs every task still registered, the last started first; a failing task does not stop the others. */
export async function cleanUp(): Promise<void> {
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    try {
      await task();
    } catch (error) {
      console.error('Cleaning up failed:', error instanceof Error ? error.message : error);
    }
  }
}

/** Registers stopping a child process (SIGTERM, resolved once it has exited); returns the stop. */
export function stopOnCleanup(child: ChildProcess): () => Promise<void> {
  return onCleanup(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
}
