import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, Socket } from 'node:net';
import { LOCAL_AZURITE_ACCOUNTS } from '../src/blob/local-storage';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });
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
  const port = await freePort();
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
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, args, {
      stdio: 'ignore',
      env: { ...process.env, AZURITE_ACCOUNTS: LOCAL_AZURITE_ACCOUNTS },
    });
    for (let tries = 0; tries < 150; tries += 1) {
      if (child.exitCode !== null) return false;
      if (await reachable(port)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill();
    return false;
  };
  if (!(await launch())) return null;
  return {
    port,
    stop: () => void child.kill(),
    async kill() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async restart() {
      if (!(await launch())) throw new Error('Azurite did not start again');
    },
  };
}
