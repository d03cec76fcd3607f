import { readPort, readTopology } from './config';

describe('readTopology', () => {
  it('uses the default ports of ARCHITECTURE.md', () => {
    const topology = readTopology({});
    expect(topology.shellPort).toBe(3000);
    expect(topology.apiUrl).toBe('http://127.0.0.1:4000');
    expect(topology.remotes.mf_vacancies).toBe('http://localhost:3003/mf-manifest.json');
    expect(topology.remotePorts['mf-picker']).toBe(3006);
  });

  it('re-points one remote from its environment variable without touching the others', () => {
    const topology = readTopology({ REMOTE_VACANCIES_URL: 'https://cdn.example.org/vacancies/v42/mf-manifest.json' });
    expect(topology.remotes.mf_vacancies).toBe('https://cdn.example.org/vacancies/v42/mf-manifest.json');
    expect(topology.remotes.mf_content).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('follows a changed port in the default remote address', () => {
    expect(readTopology({ SEARCH_PORT: '4105' }).remotes.mf_search).toBe('http://localhost:4105/mf-manifest.json');
  });

  it('rejects a bad port or address with a clear message', () => {
    expect(() => readPort({ SHELL_PORT: 'drieduizend' }, 'SHELL_PORT', 3000)).toThrow(
      'SHELL_PORT must be a port number between 1 and 65535, got "drieduizend"',
    );
    expect(() => readTopology({ API_URL: 'not a url' })).toThrow('API_URL must be an absolute URL');
  });
});
