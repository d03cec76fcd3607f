import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The deployment's nginx templates (docker/nginx), set up as the image's entrypoint does and run
// on loopback, for the tests that check them against the local servers' rules.

export const nginxDir = path.resolve(__dirname, '../../../docker/nginx');

/** Runs write-security-headers.sh with `env`, writing into `dir`. */
export function writeHeaders(env: Record<string, string>, dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-nginx-'))) {
  const run = spawnSync('sh', [path.join(nginxDir, 'write-security-headers.sh')], {
    env: { PATH: process.env.PATH, NGINX_SECURITY_DIR: dir, ...env },
    encoding: 'utf8',
  });
  return { dir, status: run.status, stderr: run.stderr };
}

/** Runs write-remotes-json.sh with `env` on the site in `html`, as each container start does. */
export function writeRemotesJson(env: Record<string, string>, html: string) {
  const run = spawnSync('sh', [path.join(nginxDir, 'write-remotes-json.sh')], {
    env: { PATH: process.env.PATH, NGINX_HTML_DIR: html, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
}

/** The image's main configuration, which loads Debian's brotli modules. */
const mainConf = fs.readFileSync(path.join(nginxDir, 'nginx.conf'), 'utf8');
const modules = [...mainConf.matchAll(/^load_module (\S+);$/gm)].map((match) => match[1]!);

/**
 * Whether nginx and the modules the image loads are here (Debian: nginx,
 * libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static; .ci/run installs them).
 */
export const hasNginx = spawnSync('nginx', ['-v']).status === 0 && modules.every((file) => fs.existsSync(file));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    }).catch(() => false);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx does not listen on ${port}`);
}

export const defaultSite = {
  'index.html': '<html><head><title>Alzheimer Nederland</title></head><body><p>pagina</p></body></html>',
  'remoteEntry.js': 'entry',
};

export interface RunningNginx {
  port: number;
  stop: () => Promise<void>;
}

/**
 * One nginx running a template over the files of `site`, set up by the image's entrypoint
 * (docker/nginx/start.sh): the security headers written, for the shell the remote map and page
 * inputs, and the server from the template; under the image's nginx.conf.
 */
export async function startNginx(
  template: string,
  env: Record<string, string>,
  upstreamPort: number,
  site: Record<string, string | Buffer> = defaultSite,
): Promise<RunningNginx> {
  // The entrypoint picks the template by the app, as in the image.
  if ((env.APP === 'shell') !== (template === 'shell.conf.template'))
    throw new Error(`${template} is not APP=${env.APP}'s`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-nginx-'));
  const port = await freePort();
  // Readable for nginx's workers, which run as another user when the tests run as root.
  fs.chmodSync(dir, 0o755);
  const html = path.join(dir, 'html');
  fs.mkdirSync(html, { mode: 0o755 });
  for (const [name, content] of Object.entries(site)) fs.writeFileSync(path.join(html, name), content);
  // The image's entrypoint, writing here instead of under /etc/nginx and /usr/share/nginx/html.
  const start = spawnSync('sh', [path.join(nginxDir, 'start.sh'), 'true'], {
    env: {
      PATH: process.env.PATH,
      NGINX_SECURITY_DIR: dir,
      NGINX_HTML_DIR: html,
      NGINX_SITE_CONF: path.join(dir, 'site.conf'),
      API_URL: `http://127.0.0.1:${upstreamPort}`,
      BLOB_URL: `http://127.0.0.1:${upstreamPort}/devstoreaccount1`,
      ...env,
    },
    encoding: 'utf8',
  });
  if (start.status !== 0) throw new Error(start.stderr);
  const server = fs
    .readFileSync(path.join(dir, 'site.conf'), 'utf8')
    .replaceAll('/etc/nginx/security', dir)
    .replaceAll('/usr/share/nginx/html', html)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'site.conf'), server);
  // The image's nginx.conf, with its files and logs here.
  const main = mainConf
    .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*$/m, `error_log ${dir}/error.log;`)
    .replace(/^( *)access_log .*$/m, `$1access_log off;`)
    .replace(
      /^( *)include \/etc\/nginx\/conf\.d\/\*\.conf;$/m,
      `$1client_body_temp_path ${dir}/body;\n$1proxy_temp_path ${dir}/proxy;\n$1include ${dir}/site.conf;`,
    );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        nginx.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        nginx.kill('SIGTERM');
      }),
  };
}
