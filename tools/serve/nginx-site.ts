import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import waitOn from 'wait-on';

// One app's nginx as its image runs it (docker/web.Dockerfile): the image's entrypoint
// (docker/nginx/start.sh) writes the security headers, the shell's remote map and page inputs and
// the server from the app's template, and Debian's nginx runs it under the image's nginx.conf;
// here on loopback, with its site, configuration and logs in a temporary folder of its own. The template tests
// (tools/serve/testing/nginx.ts) and `npm run bench -- --nginx` (tools/stack.ts) run it.

export const nginxDir = path.resolve(import.meta.dirname, '../../docker/nginx');

/** The image's main configuration, which loads Debian's brotli modules. */
const mainConf = fs.readFileSync(path.join(nginxDir, 'nginx.conf'), 'utf8');
const modules = [...mainConf.matchAll(/^load_module (\S+);$/gm)].map((match) => match[1]!);

/**
 * Whether nginx and the modules the image loads are here (Debian: nginx,
 * libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static; .ci/run installs them).
 */
export const hasNginx = spawnSync('nginx', ['-v']).status === 0 && modules.every((file) => fs.existsSync(file));

/**
 * Waits until this nginx serves: it has written its pid file, which it does once its port is
 * bound (so another server that holds the port is not taken for it), and the port answers.
 */
async function waitUntilServing(nginx: ResultPromise, dir: string, port: number): Promise<void> {
  const pidFile = path.join(dir, 'nginx.pid');
  const written = () => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() === String(nginx.pid);
  // Whether the port answers now: one short wait-on, as it cannot be stopped once it waits.
  const answers = () =>
    waitOn({ resources: [`tcp:127.0.0.1:${port}`], timeout: 100 }).then(
      () => true,
      () => false,
    );
  for (let i = 0; i < 100 && nginx.exitCode === null && nginx.signalCode === null; i++) {
    if (written() && (await answers())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = path.join(dir, 'error.log');
  const errors = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim() : '';
  throw new Error(`nginx does not serve on ${port}${errors ? `:\n${errors}` : ''}`);
}

export interface NginxSite {
  /** The app's folder name (APP): the shell gets the shell's template, every other app the remotes'. */
  app: string;
  /** The image's environment (REMOTE_*_URL, API_URL, SHELL_ORIGINS, …); APP is set from `app`. */
  env: Record<string, string | undefined>;
  port: number;
  /**
   * Puts the site's files into `html`, a folder that does not exist yet (a build's dist/ copied,
   * a test's few files); the shell's start then writes its page and remote map there.
   */
  fill: (html: string) => void;
}

export interface RunningNginxSite {
  stop: () => Promise<void>;
}

/**
 * Sets up and starts one app's nginx as its image does, in a temporary folder that its stop
 * (or a failed start) removes; resolves once it serves.
 */
export async function startNginxSite({ app, env, port, fill }: NginxSite): Promise<RunningNginxSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `alz-nginx-${app}-`));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    // Readable for nginx's workers, which run as another user when this runs as root.
    fs.chmodSync(dir, 0o755);
    const html = path.join(dir, 'html');
    fill(html);
    const stop = await runNginx(app, env, port, html, dir);
    return {
      stop: async () => {
        await stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Writes the configuration into `dir` by the image's entrypoint, runs nginx; answers its stop. */
async function runNginx(
  app: string,
  env: NginxSite['env'],
  port: number,
  html: string,
  dir: string,
): Promise<() => Promise<void>> {
  const siteConf = path.join(dir, 'site.conf');
  const start = spawnSync('sh', [path.join(nginxDir, 'start.sh'), 'true'], {
    env: {
      PATH: process.env.PATH,
      ...env,
      APP: app,
      NGINX_SECURITY_DIR: dir,
      NGINX_HTML_DIR: html,
      NGINX_SITE_CONF: siteConf,
    },
    encoding: 'utf8',
  });
  if (start.status !== 0) throw new Error(`${app}: docker/nginx/start.sh failed: ${start.stderr}`);
  const server = fs
    .readFileSync(siteConf, 'utf8')
    .replaceAll('/etc/nginx/security', dir)
    // The image's copy of docker/nginx (web.Dockerfile): the pieces both templates include.
    .replaceAll('/opt/alz-nginx', nginxDir)
    .replaceAll('/usr/share/nginx/html', html)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(siteConf, server);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    mainConf
      .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
      .replace(/^error_log .*$/m, `error_log ${dir}/error.log;`)
      .replace(/^( *)access_log .*$/m, '$1access_log off;')
      .replace(
        /^( *)include \/etc\/nginx\/conf\.d\/\*\.conf;$/m,
        `$1client_body_temp_path ${dir}/body;\n$1proxy_temp_path ${dir}/proxy;\n$1include ${siteConf};`,
      ),
  );
  const nginx = execa('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
    // Its end on a stop is no error; SIGKILL when it is still there 5 s after SIGTERM.
    reject: false,
    forceKillAfterDelay: 5000,
  });
  // SIGTERM: the master ends its workers.
  const stop = async () => {
    nginx.kill();
    await nginx;
  };
  try {
    await waitUntilServing(nginx, dir, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
