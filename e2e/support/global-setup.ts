import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTopology, remoteApps } from '../../tools/serve/config';
import { serveApp } from '../../tools/serve/serve-app';
import { buildAll, appFolders, builtFile } from '../../tools/build-all';
import { referenceDayOf } from '@alz/api/testing';
import { startStack } from '../../tools/stack';
import getPort from 'get-port';
import { stopServer } from './servers';

/**
 * Starts the production build of the whole site on free ports with a throw-away database and
 * blob store, and stops it after the run. Builds first when a build is missing, so
 * `npm run test:e2e` works on its own.
 */
export default async function globalSetup() {
  if (!appFolders.every((folder) => fs.existsSync(builtFile(folder)))) {
    await buildAll('production');
  }
  const env: Record<string, string> = {
    SHELL_PORT: String(await getPort({ host: '127.0.0.1' })),
    API_PORT: String(await getPort({ host: '127.0.0.1' })),
    BLOB_PORT: String(await getPort({ host: '127.0.0.1' })),
    LOG_LEVEL: 'warn',
    // Every test request comes from one address; the api's per-visitor limit would throttle it.
    RATE_LIMIT_MAX: '0',
    // The day the seed dates its content from, fixed for the whole run: a test that computed it
    // from the clock after midnight (UTC) expected a day later than the seed had used.
    SEED_REFERENCE_DATE: process.env.SEED_REFERENCE_DATE ?? referenceDayOf(new Date()),
  };
  for (const app of remoteApps) env[app.portVar] = String(await getPort({ host: '127.0.0.1' }));
  // A second shell with error reporting on (shell.spec.ts) posts to the api too; the api takes
  // writes only from the site's own origins, so this port is one of them. It is started here,
  // with the site: a port kept free for a test minutes later can be taken by then (CI saw
  // EADDRINUSE).
  env.E2E_SECOND_SHELL_PORT = String(await getPort({ host: '127.0.0.1' }));
  env.ALLOWED_ORIGINS = [env.SHELL_PORT, env.E2E_SECOND_SHELL_PORT]
    .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
    .join(',');
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-e2e-blob-'));
  // A fresh secret per run: the tests read stored applications back through the back office.
  const backofficeToken = randomBytes(24).toString('base64url');
  // And the editors' key the picker tests type into the CMS demo page.
  const pickerEditorKey = randomBytes(24).toString('base64url');
  const stack = await startStack({
    env,
    blobDir,
    pgliteDir: 'memory',
    backofficeToken,
    pickerEditorKey,
    log: (line) => {
      if (/error|warn/i.test(line)) console.log(line);
    },
  });
  const reportingShell = await serveApp(
    'shell',
    readTopology({ ...process.env, ...env }),
    Number(env.E2E_SECOND_SHELL_PORT),
    { ...process.env, ...env, SENTRY_DSN: 'https://e2epublickey@o1.ingest.example.org/42' },
  );
  Object.assign(process.env, env, {
    E2E_BASE_URL: stack.shellUrl,
    E2E_REPORTING_SHELL_URL: `http://localhost:${env.E2E_SECOND_SHELL_PORT}`,
    E2E_BACKOFFICE_TOKEN: backofficeToken,
    E2E_PICKER_EDITOR_KEY: pickerEditorKey,
  });
  return async () => {
    await stopServer(reportingShell);
    await stack.stop();
    fs.rmSync(blobDir, { recursive: true, force: true });
  };
}
