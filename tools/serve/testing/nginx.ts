import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxDir, startNginxSite } from '../nginx-site';

// The deployment's nginx templates (docker/nginx), set up as the image's entrypoint does and run
// on loopback (../nginx-site.ts), for the tests that check them against the local servers' rules.

export { hasNginx } from '../nginx-site';

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

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
  const api = `http://127.0.0.1:${upstreamPort}`;
  const nginx = await startNginxSite({
    app: env.APP ?? '',
    env: { API_URL: api, BLOB_URL: `${api}/devstoreaccount1`, ...env },
    port,
    html,
    dir,
  }).catch((error: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    port,
    stop: async () => {
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
