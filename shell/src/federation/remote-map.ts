import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteMap } from '@alz/shared/federation/remote-map';

/**
 * The remote map is read at run time (from the page, where the shell's server writes it from its
 * environment, or from `/remotes.json`), so one remote can be re-pointed to a new deployment
 * without a new build. A missing or broken map leaves every remote unregistered: each one then
 * shows its own fallback while header and footer keep working.
 */
export async function registerRemoteMap(): Promise<string[]> {
  try {
    const remotes = Object.entries(await readRemoteMap()).map(([name, entry]) => ({ name, entry }));
    registerRemotes(remotes, { force: true });
    return remotes.map((r) => r.name);
  } catch (error) {
    console.error('The remote map could not be loaded', error);
    return [];
  }
}
