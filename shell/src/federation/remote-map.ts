import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * The remote map is read at run time from `/remotes.json` (written by the shell's server from
 * its environment), so one remote can be re-pointed to a new deployment without a new build.
 * A missing or broken map leaves every remote unregistered: each one then shows its own
 * fallback while header and footer keep working.
 */
export async function registerRemoteMap(fetchImpl: typeof fetch = fetch): Promise<string[]> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const map = (await response.json()) as Record<string, unknown>;
    const remotes = Object.entries(map)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, entry]) => ({ name, entry }));
    registerRemotes(remotes, { force: true });
    return remotes.map((r) => r.name);
  } catch (error) {
    console.error('The remote map could not be loaded', error);
    return [];
  }
}
