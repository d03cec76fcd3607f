// Starts the whole local site: blob storage (Azurite), the api, every remote and the shell.
// Used by `npm start`, `npm run dev` and the end-to-end tests (on free ports).
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { execa } from 'execa';
import waitOn from 'wait-on';
import {
  APPLICATIONS_ACCOUNT,
  LOCAL_AZURITE_ACCOUNTS,
  localConnectionString,
  PICTURES_ACCOUNT,
} from '@alz/api/testing';
import { readTopology, remoteApps, type Topology } from './serve/config';
import { hasNginx, startNginxSite } from './serve/nginx-site';
import { serveApp } from './serve/serve-app';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface StackOptions {
  env?: NodeJS.ProcessEnv;
  /** Where Azurite keeps its data. */
  blobDir: string;
  /** Passed to the api as PGLITE_DIR (`memory` for a throw-away database). */
  pgliteDir?: string;
  watchApi?: boolean;
  /**
   * Turns on the api's back-office read access with this bearer token (the end-to-end tests).
   * Without it the api only has one when BACKOFFICE_TOKEN is set in the environment.
   */
  backofficeToken?: string;
  /** The editors' key for the picker's write tokens (PICKER_EDITOR_KEY); without one it reads only. */
  pickerEditorKey?: string;
  /**
   * The apps are development builds, whose modules run through eval: the pages' CSP allows it.
   * Defaults to `watchApi`, which only `npm run dev` sets.
   */
  devBuild?: boolean;
  log?: (line: string) => void;
  /**
   * What serves the shell and the remotes: the local Node servers (tools/serve, the default), or
   * each app's nginx as its image runs it (docker/nginx; needs Debian's nginx and brotli modules).
   */
  web?: 'node' | 'nginx';
}

export interface Stack {
  topology: Topology;
  shellUrl: string;
  stop: () => Promise<void>;
}

/** Waits until something listens on `port` of the loopback; rejects after `timeout` ms. */
function waitForPort(port: number, timeout: number): Promise<void> {
  return waitOn({ resources: [`tcp:127.0.0.1:${port}`], timeout, interval: 200 });
}

/** Runs `command` with `env` as its whole environment; its output goes to `log` line by line, as `[name] line`. */
function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, log: (l: string) => void) {
  // An execa transform that takes each line of output and passes none on: they go to `log`.
  // eslint-disable-next-line require-yield -- a filter of execa's that keeps nothing yields nothing
  const forward = function* (line: unknown) {
    if (typeof line === 'string' && line.trim()) log(`[${name}] ${line}`);
  };
  return execa(command, args, {
    cwd: repoRoot,
    env,
    extendEnv: false,
    stdin: 'ignore',
    stdout: forward,
    stderr: forward,
    buffer: false,
    // A process that ends (or is stopped) is no error of the stack's; SIGKILL when it is still
    // there 5 s after the stop's SIGTERM.
    reject: false,
    forceKillAfterDelay: 5000,
  });
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const env = { ...process.env, ...options.env };
  const log = options.log ?? ((line: string) => console.log(line));
  const topology = readTopology(env);
  const apiPort = Number(new URL(topology.apiUrl).port);
  const blobPort = Number(new URL(topology.blobUrl).port);
  const children: ReturnType<typeof startProcess>[] = [];
  const servers: http.Server[] = [];
  const nginxSites: (() => Promise<void>)[] = [];

  const stop = async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await Promise.all(nginxSites.map((stopSite) => stopSite()));
    await Promise.all(
      children.map(async (child) => {
        child.kill();
        await child;
      }),
    );
  };

  try {
    fs.mkdirSync(options.blobDir, { recursive: true });
    const azurite = path.join(repoRoot, 'node_modules/azurite/dist/src/blob/main.js');
    children.push(
      startProcess(
        'blob',
        process.execPath,
        [
          azurite,
          '--blobHost',
          '127.0.0.1',
          '--blobPort',
          String(blobPort),
          '--location',
          options.blobDir,
          '--silent',
          '--disableTelemetry',
          '--skipApiVersionCheck',
          '--loose',
        ],
        { ...env, AZURITE_ACCOUNTS: LOCAL_AZURITE_ACCOUNTS },
        log,
      ),
    );
    await waitForPort(blobPort, 30_000);

    // The api takes writes only from pages of the site's own origin; on free ports
    // (the end-to-end tests) that is not its default http://localhost:3000.
    const shellOrigins = [`http://localhost:${topology.shellPort}`, `http://127.0.0.1:${topology.shellPort}`];
    // The picker's own page (the CMS demo) asks the api for tokens and writes to blob storage.
    const pickerPort = topology.remotePorts['mf-picker'];
    const pickerOrigins = [`http://localhost:${pickerPort}`, `http://127.0.0.1:${pickerPort}`];
    const apiEnv = {
      ...env,
      SITE_URL: env.SITE_URL ?? shellOrigins[0],
      ALLOWED_ORIGINS: [env.ALLOWED_ORIGINS ?? shellOrigins.join(','), ...pickerOrigins].join(','),
      API_PORT: String(apiPort),
      AZURE_STORAGE_CONNECTION_STRING: env.AZURE_STORAGE_CONNECTION_STRING ?? azuriteConnectionString(blobPort),
      APPLICATIONS_STORAGE_CONNECTION_STRING:
        env.APPLICATIONS_STORAGE_CONNECTION_STRING ?? localConnectionString(APPLICATIONS_ACCOUNT, blobPort),
      ...(options.pgliteDir ? { PGLITE_DIR: options.pgliteDir } : {}),
      ...(options.backofficeToken ? { BACKOFFICE_TOKEN: options.backofficeToken } : {}),
      ...(options.pickerEditorKey ? { PICKER_EDITOR_KEY: options.pickerEditorKey } : {}),
    };
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const apiArgs = options.watchApi ? [tsx, 'watch', 'api/src/server.ts'] : [tsx, 'api/src/server.ts'];
    children.push(startProcess('api', process.execPath, apiArgs, apiEnv, log));
    await waitForPort(apiPort, 60_000);

    if (options.web === 'nginx') {
      for (const app of remoteApps) {
        const port = topology.remotePorts[app.folder]!;
        // As the Node servers: the shell's origins may read it.
        const blob = { BLOB_URL: topology.blobUrl };
        nginxSites.push(
          await startAppNginx(app.folder, port, { ...env, ...blob, SHELL_ORIGINS: shellOrigins.join(',') }),
        );
      }
      const remoteUrls = Object.fromEntries(
        remoteApps.map((app) => [app.urlVar, topology.remotes[app.federationName]]),
      );
      const shellEnv = { ...env, ...remoteUrls, API_URL: topology.apiUrl, BLOB_URL: topology.blobUrl };
      nginxSites.push(await startAppNginx('shell', topology.shellPort, shellEnv));
    } else {
      const serveOptions = { devBuild: options.devBuild ?? options.watchApi ?? false };
      for (const app of remoteApps) servers.push(await serveApp(app.folder, topology, undefined, env, serveOptions));
      servers.push(await serveApp('shell', topology, undefined, env, serveOptions));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { topology, shellUrl: `http://localhost:${topology.shellPort}`, stop };
}

/** One app's build served by nginx as its image does (tools/serve/nginx-site.ts), from a copy of its dist/. */
async function startAppNginx(app: string, port: number, env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  if (!hasNginx) throw new Error("nginx needs Debian's nginx, libnginx-mod-http-brotli-filter and -static.");
  const fill = (html: string) => fs.cpSync(path.join(repoRoot, app, 'dist'), html, { recursive: true });
  return (await startNginxSite({ app, env, port, fill })).stop;
}

/** The pictures account of the local emulator (api/src/blob/local-storage.ts). */
export function azuriteConnectionString(port: number): string {
  return localConnectionString(PICTURES_ACCOUNT, port);
}
