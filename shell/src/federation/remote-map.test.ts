import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteMap } from '@alz/shared/federation/remote-map';
import { registerRemoteMap } from './remote-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('@alz/shared/federation/remote-map', () => ({ readRemoteMap: jest.fn() }));

describe('registerRemoteMap', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it('registers every remote of the map by its remoteEntry.js address', async () => {
    jest.mocked(readRemoteMap).mockResolvedValue({ mf_content: 'http://cdn/content/remoteEntry.js' });
    await expect(registerRemoteMap()).resolves.toEqual(['mf_content']);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_content', entry: 'http://cdn/content/remoteEntry.js' }], {
      force: true,
    });
  });

  it('registers nothing, and does not throw, when the map cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(readRemoteMap).mockRejectedValue(new Error('remotes.json answered 500'));
    await expect(registerRemoteMap()).resolves.toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
