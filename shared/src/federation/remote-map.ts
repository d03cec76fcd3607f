import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_MAP_ELEMENT_ID } from './remote-map-element';

interface Runtime {
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
}

/**
 * The federation instance of the remote `host`. @alz/shared is a federation singleton, so this
 * module may come from another remote's bundle, whose runtime calls a different instance its
 * own: the host's instance is looked up by name among all instances on the page. Without one
 * (stand-alone runs, tests) the runtime's own instance is used.
 */
function runtimeOf(host: string): Runtime {
  const instance = getInstance((candidate) => candidate.name === host);
  if (!instance) return { registerRemotes, loadRemote };
  return {
    registerRemotes: (...args) => instance.registerRemotes(...args),
    loadRemote: (...args) => instance.loadRemote(...args),
  };
}

type RemoteMap = Record<string, string>;

/** Only the names with an address; anything else in the map is ignored. */
function remotesOf(map: unknown): RemoteMap {
  if (!map || typeof map !== 'object') throw new Error('The remote map is not an object');
  return Object.fromEntries(
    Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

let mapRead: Promise<RemoteMap> | undefined;

/**
 * The remote map: name to `remoteEntry.js` address. The shell's server writes it into the page
 * (`<script type="application/json" id="alz-remote-map">`), so reading it costs no round trip;
 * without it (an older server) it is fetched from `/remotes.json`. Read once per visit; a
 * failed read is tried again by the next caller.
 */
export function readRemoteMap(): Promise<RemoteMap> {
  mapRead ??= (async () => {
    const inline = typeof document === 'undefined' ? null : document.getElementById(REMOTE_MAP_ELEMENT_ID);
    if (inline?.textContent) return remotesOf(JSON.parse(inline.textContent));
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return remotesOf(await response.json());
  })().catch((error: unknown) => {
    mapRead = undefined;
    throw error;
  });
  return mapRead;
}

const registrations = new Map<string, Promise<void>>();

/**
 * A remote's federation instance knows none of the other remotes: the shell registers them only
 * in its own. So before the first cross-remote load, the same map the shell reads is registered
 * in the instance of `selfName` too (once per visit). Its own name is left out: an instance does
 * not load itself as a remote.
 */
export function registerRemoteMap(selfName: string): Promise<void> {
  let registration = registrations.get(selfName);
  if (!registration) {
    registration = (async () => {
      try {
        const map = await readRemoteMap();
        runtimeOf(selfName).registerRemotes(
          Object.entries(map)
            .filter(([name]) => name !== selfName)
            .map(([name, entry]) => ({ name, entry })),
        );
      } catch (error) {
        // The load that follows fails too and its part of the page shows its fallback; a later
        // load retries.
        registrations.delete(selfName);
        console.warn('The remote map could not be loaded', error);
      }
    })();
    registrations.set(selfName, registration);
  }
  return registration;
}

/** Loads `remote_name/ExposedModule` through the federation instance of remote `host`. */
export async function loadRemoteModule<T>(host: string, id: string): Promise<T | null> {
  await registerRemoteMap(host);
  return runtimeOf(host).loadRemote<T>(id);
}
