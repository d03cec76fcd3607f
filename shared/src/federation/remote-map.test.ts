import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { REMOTE_MAP_ELEMENT_ID } from './remote-map-element';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: jest.fn(),
}));

const MAP = {
  mf_content: 'http://cdn/content/remoteEntry.js',
  mf_regions: 'http://cdn/regions/remoteEntry.js',
  mf_vacancies: 'http://cdn/vacancies/remoteEntry.js',
  broken: 42,
};

type Instance = NonNullable<ReturnType<typeof getInstance>>;

/** The federation instances on the page, as the runtime's global list holds them. */
function instancesOnThePage(...names: string[]) {
  const instances = names.map(
    (name) => ({ name, registerRemotes: jest.fn(), loadRemote: jest.fn(async () => ({ from: name })) }) as const,
  );
  jest
    .mocked(getInstance)
    .mockImplementation(
      (finder) => (instances.find((instance) => finder?.(instance as unknown as Instance)) ?? null) as Instance | null,
    );
  return Object.fromEntries(instances.map((instance) => [instance.name, instance]));
}

// The map is read once per visit, so every test starts a fresh "visit" with fresh modules.
function freshModule(): typeof import('./remote-map') {
  let fresh!: typeof import('./remote-map');
  jest.isolateModules(() => {
    fresh = jest.requireActual('./remote-map');
  });
  return fresh;
}

describe('registerRemoteMap', () => {
  beforeEach(() => {
    // The empty map the Jest setup writes into every page: these tests choose their own.
    document.getElementById(REMOTE_MAP_ELEMENT_ID)?.remove();
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(getInstance).mockReset();
  });

  it("registers every remote of /remotes.json except the host itself, in the host's own instance", async () => {
    const instances = instancesOnThePage('mf_content', 'mf_vacancies');
    stubFetch({ '/remotes.json': { body: MAP } });
    await freshModule().registerRemoteMap('mf_vacancies');
    expect(instances.mf_vacancies!.registerRemotes.mock.calls).toEqual([
      [
        [
          { name: 'mf_content', entry: 'http://cdn/content/remoteEntry.js' },
          { name: 'mf_regions', entry: 'http://cdn/regions/remoteEntry.js' },
        ],
      ],
    ]);
    expect(instances.mf_content!.registerRemotes).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('reads the map the server wrote into the page, without a request', async () => {
    const instances = instancesOnThePage('mf_vacancies');
    const fetchMock = stubFetch({});
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = REMOTE_MAP_ELEMENT_ID;
    element.textContent = JSON.stringify({ mf_content: 'http://cdn/content/remoteEntry.js', mf_vacancies: 'x' });
    document.head.append(element);
    try {
      await freshModule().registerRemoteMap('mf_vacancies');
    } finally {
      element.remove();
    }
    expect(requestedUrls(fetchMock)).toEqual([]);
    expect(instances.mf_vacancies!.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_content', entry: 'http://cdn/content/remoteEntry.js' },
    ]);
  });

  it('reads the map once per visit for every load of every host', async () => {
    const instances = instancesOnThePage('mf_content', 'mf_regions');
    const fetchMock = stubFetch({ '/remotes.json': { body: MAP } });
    const { registerRemoteMap } = freshModule();
    await Promise.all([registerRemoteMap('mf_content'), registerRemoteMap('mf_content')]);
    await registerRemoteMap('mf_content');
    await registerRemoteMap('mf_regions');
    expect(requestedUrls(fetchMock)).toEqual(['/remotes.json']);
    expect(instances.mf_content!.registerRemotes).toHaveBeenCalledTimes(1);
    expect(instances.mf_regions!.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('does not throw on a broken map, and reads it again on the next load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubFetch({ '/remotes.json': { status: 500 } });
    const { registerRemoteMap } = freshModule();
    await expect(registerRemoteMap('mf_content')).resolves.toBeUndefined();
    expect(registerRemotes).not.toHaveBeenCalled();

    stubFetch({ '/remotes.json': { body: MAP } });
    await registerRemoteMap('mf_content');
    expect(requestedUrls(fetchMock)).toEqual(['/remotes.json']);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('loadRemoteModule', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(getInstance).mockReset();
    stubFetch({ '/remotes.json': { body: MAP } });
  });

  it("loads through the host's instance, whichever remote's bundle this module came from", async () => {
    const instances = instancesOnThePage('mf_regions', 'mf_vacancies');
    await expect(freshModule().loadRemoteModule('mf_vacancies', 'mf_regions/ActivityBlock')).resolves.toEqual({
      from: 'mf_vacancies',
    });
    expect(instances.mf_vacancies!.loadRemote).toHaveBeenCalledWith('mf_regions/ActivityBlock');
    expect(instances.mf_regions!.loadRemote).not.toHaveBeenCalled();
  });

  it("uses the runtime's own instance when no instance has the host's name (a stand-alone run)", async () => {
    jest.mocked(getInstance).mockReturnValue(null);
    jest.mocked(loadRemote).mockResolvedValue({ from: 'own' });
    await expect(freshModule().loadRemoteModule('mf_vacancies', 'mf_content/BlockRenderer')).resolves.toEqual({
      from: 'own',
    });
    expect(loadRemote).toHaveBeenCalledWith('mf_content/BlockRenderer');
  });
});
