// Every address and port of the local topology, read from the environment in one place and
// checked at start (conventions habit 14).

export const remoteApps = [
  {
    folder: 'mf-content',
    federationName: 'mf_content',
    portVar: 'CONTENT_PORT',
    urlVar: 'REMOTE_CONTENT_URL',
    port: 3001,
  },
  {
    folder: 'mf-regions',
    federationName: 'mf_regions',
    portVar: 'REGIONS_PORT',
    urlVar: 'REMOTE_REGIONS_URL',
    port: 3002,
  },
  {
    folder: 'mf-vacancies',
    federationName: 'mf_vacancies',
    portVar: 'VACANCIES_PORT',
    urlVar: 'REMOTE_VACANCIES_URL',
    port: 3003,
  },
  {
    folder: 'mf-memorytest',
    federationName: 'mf_memorytest',
    portVar: 'MEMORYTEST_PORT',
    urlVar: 'REMOTE_MEMORYTEST_URL',
    port: 3004,
  },
  { folder: 'mf-search', federationName: 'mf_search', portVar: 'SEARCH_PORT', urlVar: 'REMOTE_SEARCH_URL', port: 3005 },
  { folder: 'mf-picker', federationName: 'mf_picker', portVar: 'PICKER_PORT', urlVar: 'REMOTE_PICKER_URL', port: 3006 },
] as const;

export type RemoteApp = (typeof remoteApps)[number];

type Env = Record<string, string | undefined>;

export function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

export function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

export interface Topology {
  shellPort: number;
  apiUrl: string;
  blobUrl: string;
  remotes: Record<string, string>;
  remotePorts: Record<string, number>;
}

export function readTopology(env: Env = process.env): Topology {
  const remotes: Record<string, string> = {};
  const remotePorts: Record<string, number> = {};
  for (const app of remoteApps) {
    const port = readPort(env, app.portVar, app.port);
    remotePorts[app.folder] = port;
    remotes[app.federationName] = readUrl(env, app.urlVar, `http://localhost:${port}/mf-manifest.json`);
  }
  return {
    shellPort: readPort(env, 'SHELL_PORT', 3000),
    apiUrl: readUrl(env, 'API_URL', `http://127.0.0.1:${readPort(env, 'API_PORT', 4000)}`),
    blobUrl: readUrl(env, 'BLOB_URL', `http://127.0.0.1:${readPort(env, 'BLOB_PORT', 10000)}/devstoreaccount1`),
    remotes,
    remotePorts,
  };
}
