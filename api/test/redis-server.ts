import { spawn, spawnSync } from 'node:child_process';
import { stopProcess } from '../../tools/stop-process';
import { freePort, reachable } from './azurite';

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
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let wait = 0; !(await reachable(port)); wait += 1) {
    if (wait > 100 || child.exitCode !== null) {
      await stopProcess(child);
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}
