// Every address and port of the local topology, and the security settings of its servers, read
// from the environment in one place and checked at start (conventions habit 14).
import net from 'node:net';

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
  const blobUrl = readUrl(env, 'BLOB_URL', `http://127.0.0.1:${readPort(env, 'BLOB_PORT', 10000)}/devstoreaccount1`);
  for (const app of remoteApps) {
    const port = readPort(env, app.portVar, app.port);
    remotePorts[app.folder] = port;
    remotes[app.federationName] = readUrl(env, app.urlVar, `http://localhost:${port}/remoteEntry.js`);
  }
  return {
    shellPort: readPort(env, 'SHELL_PORT', 3000),
    apiUrl: readUrl(env, 'API_URL', `http://127.0.0.1:${readPort(env, 'API_PORT', 4000)}`),
    blobUrl,
    remotes,
    remotePorts,
  };
}

/** Origins of the remotes' manifests: the shell's pages fetch those and run the remotes' scripts. */
export function remoteOrigins(topology: Topology): string[] {
  return [...new Set(Object.values(topology.remotes).map((url) => new URL(url).origin))];
}

export interface SecuritySettings {
  /**
   * Origins that may fetch a remote's files (SHELL_ORIGINS). Unset, any loopback origin may
   * (`http://localhost:<port>`, `http://127.0.0.1:<port>`): tests start extra shells on free ports.
   */
  shellOrigins: readonly string[] | 'loopback';
  /** Origins that may frame the picker's page (FRAME_ANCESTORS); every other page is framed by nobody. */
  frameAncestors: readonly string[];
  /** Extra https origins the iframe block may show, beyond the known players (EMBED_ORIGINS). */
  embedOrigins: readonly string[];
  /**
   * Addresses or CIDR ranges of the front proxies (a load balancer that ends TLS) whose
   * X-Forwarded-For and X-Forwarded-Proto are believed (FRONT_PROXIES; the api's TRUST_PROXY is
   * another list: it names these servers).
   */
  frontProxies: readonly string[];
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list of bare origins (`https://cms.example.org`): they go into headers, so nothing else passes. */
export function readOrigins(env: Env, name: string, protocols: readonly string[] = ['http:', 'https:']): string[] {
  return list(env, name).map((raw) => {
    const origin = URL.canParse(raw) ? new URL(raw) : null;
    if (!origin || !protocols.includes(origin.protocol) || origin.origin !== raw.replace(/\/$/, '')) {
      throw new Error(
        `${name} must list origins such as ${protocols[protocols.length - 1]}//example.org, got "${raw}"`,
      );
    }
    return origin.origin;
  });
}

export function readSecurity(env: Env = process.env): SecuritySettings {
  const shellOrigins = readOrigins(env, 'SHELL_ORIGINS');
  const frontProxies = list(env, 'FRONT_PROXIES');
  for (const item of frontProxies) {
    const [address = '', prefix, ...rest] = item.split('/');
    const version = net.isIP(address);
    const bits = prefix === undefined ? 0 : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (version === 0 || rest.length > 0 || bits < 0 || bits > (version === 4 ? 32 : 128)) {
      throw new Error(`FRONT_PROXIES must list IP addresses or CIDR ranges, got "${item}"`);
    }
  }
  return {
    shellOrigins: shellOrigins.length > 0 ? shellOrigins : 'loopback',
    frameAncestors: readOrigins(env, 'FRAME_ANCESTORS'),
    embedOrigins: readOrigins(env, 'EMBED_ORIGINS', ['https:']),
    frontProxies,
  };
}
