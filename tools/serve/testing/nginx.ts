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

export const hasNginx = spawnSync('nginx', ['-v']).status === 0;

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
 * One nginx running a template over the files of `site`, as the image's entrypoint would set it
 * up: the security headers written, and for the shell the remote map and page inputs.
 */
export async function startNginx(
  template: string,
  env: Record<string, string>,
  upstreamPort: number,
  site: Record<string, string | Buffer> = defaultSite,
): Promise<RunningNginx> {
  const { dir, status, stderr } = writeHeaders(env);
  if (status !== 0) throw new Error(stderr);
  const port = await freePort();
  // Readable for nginx's workers, which run as another user when the tests run as root.
  fs.chmodSync(dir, 0o755);
  const html = path.join(dir, 'html');
  fs.mkdirSync(html, { mode: 0o755 });
  for (const [name, content] of Object.entries(site)) fs.writeFileSync(path.join(html, name), content);
  if (template === 'shell.conf.template') writeRemotesJson(env, html);
  const conf = fs
    .readFileSync(path.join(nginxDir, template), 'utf8')
    .replaceAll('/etc/nginx/security', dir)
    .replaceAll('/usr/share/nginx/html', html)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('${API_URL}', `http://127.0.0.1:${upstreamPort}`)
    .replaceAll('${BLOB_URL}', `http://127.0.0.1:${upstreamPort}/devstoreaccount1`);
  fs.writeFileSync(path.join(dir, 'site.conf'), conf);
  // The types of the image's mime.types that matter here.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  types {
    text/html html; text/css css; application/javascript js; application/json json;
    image/svg+xml svg; image/png png;
  }
  include ${dir}/site.conf;
}
`,
  );
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
