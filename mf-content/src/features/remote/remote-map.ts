import { registerRemotes } from '@module-federation/enhanced/runtime';

let registration: Promise<void> | null = null;

/**
 * This remote has its own federation instance, which knows none of the other remotes: the
 * shell registers them only in its own. So before the first cross-remote load, the same
 * `/remotes.json` map the shell reads is registered here too (once per visit).
 */
export function registerRemoteMap(): Promise<void> {
  registration ??= (async () => {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const map = (await response.json()) as Record<string, unknown>;
      registerRemotes(
        Object.entries(map)
          // This remote's own name is left out: an instance does not load itself as a remote.
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'mf_content')
          .map(([name, entry]) => ({ name, entry })),
      );
    } catch (error) {
      // The load that follows fails too and its block shows its fallback; a later visit retries.
      registration = null;
      console.warn('The remote map could not be loaded', error);
    }
  })();
  return registration;
}
