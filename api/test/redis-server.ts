import { spawnSync } from 'node:child_process';
import { execa } from 'execa';
import getPort from 'get-port';
import { listensWithin } from './azurite';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a free port, in memory only (nothing saved). Null when it is not
 * installed (.ci/run installs it; `apt-get install redis-server` on a developer's machine).
 */
export async function startRedis(): Promise<RedisServer | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await getPort({ host: '127.0.0.1' });
  const child = execa(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
      // Its end on a stop is no error; SIGKILL when it is still there 5 s after SIGTERM.
      reject: false,
      forceKillAfterDelay: 5000,
    },
  );
  const stop = async () => {
    child.kill();
    await child;
  };
  // Up to 5 s, in slices of 50 ms between which a redis-server that has ended is given up on.
  for (let wait = 0; !(await listensWithin(port, 50)); wait += 1) {
    if (wait > 100 || child.exitCode !== null) {
      await stop();
      return null;
    }
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
