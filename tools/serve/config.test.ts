import { remoteModules } from '@alz/shared/site/routes';
import { readPort, readSecurity, readTopology, remoteApps, remoteOrigins } from './config';

it('serves every remote of the route manifest, each from its own folder', () => {
  expect(remoteApps.map((app) => app.federationName).sort()).toEqual(Object.keys(remoteModules).sort());
  for (const app of remoteApps) expect(app.folder).toBe(app.federationName.replace('_', '-'));
});

describe('readTopology', () => {
  it('uses the default ports of ARCHITECTURE.md', () => {
    const topology = readTopology({});
    expect(topology.shellPort).toBe(3000);
    expect(topology.apiUrl).toBe('http://127.0.0.1:4000');
    expect(topology.remotes.mf_vacancies).toBe('http://localhost:3003/remoteEntry.js');
    expect(topology.remotePorts['mf-picker']).toBe(3006);
  });

  it('re-points one remote from its environment variable without touching the others', () => {
    const topology = readTopology({ REMOTE_VACANCIES_URL: 'https://cdn.example.org/vacancies/v42/remoteEntry.js' });
    expect(topology.remotes.mf_vacancies).toBe('https://cdn.example.org/vacancies/v42/remoteEntry.js');
    expect(topology.remotes.mf_content).toBe('http://localhost:3001/remoteEntry.js');
  });

  it('follows a changed port in the default remote address', () => {
    expect(readTopology({ SEARCH_PORT: '4105' }).remotes.mf_search).toBe('http://localhost:4105/remoteEntry.js');
  });

  it('rejects a bad port or address with a clear message', () => {
    expect(() => readPort({ SHELL_PORT: 'drieduizend' }, 'SHELL_PORT', 3000)).toThrow(
      'SHELL_PORT must be a port number between 1 and 65535, got "drieduizend"',
    );
    expect(() => readTopology({ API_URL: 'not a url' })).toThrow('API_URL must be an absolute URL');
  });
});

describe('readSecurity', () => {
  it('lets loopback shells read the remotes and nobody frame the pages unless told otherwise', () => {
    expect(readSecurity({})).toEqual({
      shellOrigins: 'loopback',
      frameAncestors: [],
      embedOrigins: [],
      frontProxies: [],
    });
  });

  it('reads lists of origins and addresses', () => {
    const security = readSecurity({
      SHELL_ORIGINS: 'https://www.example.org, https://cms.example.org/',
      FRAME_ANCESTORS: 'https://cms.example.org',
      EMBED_ORIGINS: 'https://podcast.example.org',
      FRONT_PROXIES: '10.0.0.1 ::1 172.16.0.0/12',
    });
    expect(security.shellOrigins).toEqual(['https://www.example.org', 'https://cms.example.org']);
    expect(security.frontProxies).toEqual(['10.0.0.1', '::1', '172.16.0.0/12']);
  });

  it('rejects anything but an origin, which would end up in a header', () => {
    expect(() => readSecurity({ SHELL_ORIGINS: 'https://www.example.org/pad' })).toThrow(
      'SHELL_ORIGINS must list origins such as https://example.org, got "https://www.example.org/pad"',
    );
    expect(() => readSecurity({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(
      'FRAME_ANCESTORS must list origins',
    );
    expect(() => readSecurity({ EMBED_ORIGINS: 'http://plain.example.org' })).toThrow(
      'EMBED_ORIGINS must list origins',
    );
    expect(() => readSecurity({ FRONT_PROXIES: 'proxy.local' })).toThrow(
      'FRONT_PROXIES must list IP addresses or CIDR ranges',
    );
  });
});

describe('remoteOrigins', () => {
  it('names each origin of the remote map once', () => {
    const topology = readTopology({ REMOTE_SEARCH_URL: 'https://cdn.example.org/search/remoteEntry.js' });
    expect(remoteOrigins(topology)).toContain('https://cdn.example.org');
    expect(remoteOrigins(topology)).toContain('http://localhost:3001');
  });
});
