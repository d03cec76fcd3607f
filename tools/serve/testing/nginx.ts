import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
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

export const defaultSite = {
  'index.html': '<html><head><title>Alzheimer Nederland</title></head><body><p>pagina</p></body></html>',
  'remoteEntry.js': 'entry',
};

export interface RunningNginx {
  port: number;
  stop: () => Promise<void>;
}

/**
 * One nginx over the files of `site`, set up by the image's entrypoint (docker/nginx/start.sh),
 * which takes the template by `env.APP` (the shell's or the remotes'): the security headers
 * written, for the shell the remote map and page inputs, and the server from the template; under
 * the image's nginx.conf.
 */
export async function startNginx(
  env: Record<string, string> & { APP: string },
  upstreamPort: number,
  site: Record<string, string | Buffer> = defaultSite,
): Promise<RunningNginx> {
  const port = await getPort({ host: '127.0.0.1' });
  const api = `http://127.0.0.1:${upstreamPort}`;
  const nginx = await startNginxSite({
    app: env.APP,
    env: { API_URL: api, BLOB_URL: `${api}/devstoreaccount1`, ...env },
    port,
    fill: (html) => {
      fs.mkdirSync(html, { mode: 0o755 });
      for (const [name, content] of Object.entries(site)) fs.writeFileSync(path.join(html, name), content);
    },
  });
  return { port, stop: nginx.stop };
}
