import { createRequire } from 'node:module';
import { execa } from 'execa';
import getPort from 'get-port';
import waitOn from 'wait-on';
import { LOCAL_AZURITE_ACCOUNTS } from '../src/blob/local-storage';

/**
 * Whether something listens on `port` of the loopback within `timeout` ms. wait-on cannot be
 * stopped once it waits, so callers that watch their process wait in short slices of this.
 */
export function listensWithin(port: number, timeout: number): Promise<boolean> {
  return waitOn({ resources: [`tcp:127.0.0.1:${port}`], timeout, interval: 50 }).then(
    () => true,
    () => false,
  );
}

export interface Azurite {
  port: number;
  /** Stops it politely (SIGTERM). */
  stop(): void;
  /** Kills it as a crash would (SIGKILL): what it had not written to disk is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
}

/**
 * Azurite on a free port with both local accounts (blob/local-storage.ts), as the stack runs it
 * (tools/stack.ts): in memory, or in `location` so a restart finds what it had written. Null
 * when it will not start.
 */
export async function startAzurite({ location }: { location?: string } = {}): Promise<Azurite | null> {
  const port = await getPort({ host: '127.0.0.1' });
  const main = createRequire(import.meta.url).resolve('azurite/dist/src/blob/main.js');
  const args = [
    main,
    '--blobHost',
    '127.0.0.1',
    '--blobPort',
    String(port),
    ...(location ? ['--location', location] : ['--inMemoryPersistence']),
    '--silent',
    '--disableTelemetry',
    '--skipApiVersionCheck',
    '--loose',
  ];
  const spawn = () =>
    // reject: false: its end (a stop, a kill) is what a test asks for, not an error.
    execa(process.execPath, args, {
      stdio: 'ignore',
      env: { AZURITE_ACCOUNTS: LOCAL_AZURITE_ACCOUNTS },
      reject: false,
    });
  let child: ReturnType<typeof spawn>;
  const launch = async () => {
    child = spawn();
    // Up to 15 s, in slices of 100 ms between which an Azurite that has ended is given up on.
    for (let tries = 0; tries < 150 && child.exitCode === null; tries += 1) {
      if (await listensWithin(port, 100)) return true;
    }
    child.kill();
    return false;
  };
  if (!(await launch())) return null;
  return {
    port,
    stop: () => void child.kill(),
    async kill() {
      child.kill('SIGKILL');
      await child;
    },
    async restart() {
      if (!(await launch())) throw new Error('Azurite did not start again');
    },
  };
}
