// A throw-away PostgreSQL server for `npm test`: the api tests run on embedded PGlite
// and, with this, on a real server too. Debian's postgresql package provides the binaries;
// `.ci/run` installs it on a fresh machine.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

export interface PostgresServer {
  /** A database URL for the test database, e.g. postgres://alz@127.0.0.1:54321/alz_test. */
  url: string;
  /** The environment the api tests need to restart this server (a fault test does). */
  env: Record<string, string>;
  stop(): void;
}

/** The directory of `initdb` and `pg_ctl`, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const newest = versions
    .sort((a, b) => Number(b) - Number(a))
    .find((version) => {
      const dir = path.join('/usr/lib/postgresql', version, 'bin');
      return fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
    });
  return newest ? path.join('/usr/lib/postgresql', newest, 'bin') : null;
}

/** PostgreSQL refuses to run as root; as root the server runs as the `postgres` user. */
function runAs(user: string | null, command: string, args: string[]): string[] {
  return user ? ['runuser', '-u', user, '--', command, ...args] : [command, ...args];
}

function exec(argv: string[]): void {
  const [command, ...args] = argv;
  const run = spawnSync(command!, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${argv.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
}

/** pg_ctl for this data directory, as the right user (also used to restart the server). */
export function pgCtl(env: Record<string, string | undefined>, action: 'start' | 'stop' | 'restart'): void {
  const { ALZ_TEST_PG_BIN: bin, ALZ_TEST_PG_DIR: dir, ALZ_TEST_PG_PORT: port, ALZ_TEST_PG_USER: user } = env;
  if (!bin || !dir || !port) throw new Error('No test PostgreSQL server is configured (ALZ_TEST_PG_*)');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const args = ['-D', path.join(dir, 'data'), '-w', '-l', path.join(dir, 'server.log')];
  if (action === 'stop') exec(runAs(user || null, path.join(bin, 'pg_ctl'), [...args, '-m', 'fast', 'stop']));
  else exec(runAs(user || null, path.join(bin, 'pg_ctl'), [...args, '-o', options, action]));
}

/** Starts a fresh server in a temporary directory, or answers null without PostgreSQL. */
export async function startPostgres(): Promise<PostgresServer | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const user = process.getuid?.() === 0 ? 'postgres' : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-pg-'));
  if (user) execFileSync('chown', [user, dir]);
  exec(
    runAs(user, path.join(bin, 'initdb'), [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'alz',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]),
  );
  const port = String(await getPort({ host: '127.0.0.1' }));
  const env = { ALZ_TEST_PG_BIN: bin, ALZ_TEST_PG_DIR: dir, ALZ_TEST_PG_PORT: port, ALZ_TEST_PG_USER: user ?? '' };
  pgCtl(env, 'start');
  exec(runAs(user, path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', port, '-U', 'alz', 'alz_test']));
  return {
    url: `postgres://alz@127.0.0.1:${port}/alz_test`,
    env,
    stop() {
      try {
        pgCtl(env, 'stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
