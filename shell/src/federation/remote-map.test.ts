import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemoteMap } from './remote-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status === 200, status, json: async () => body }) as Response);

describe('registerRemoteMap', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it('registers every remote named in /remotes.json', async () => {
    const fetchMap = answer(200, { mf_content: 'http://cdn/content/mf-manifest.json', broken: 42 });
    await expect(registerRemoteMap(fetchMap)).resolves.toEqual(['mf_content']);
    expect(fetchMap).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_content', entry: 'http://cdn/content/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('registers nothing, and does not throw, when the map cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(registerRemoteMap(answer(500, {}))).resolves.toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
