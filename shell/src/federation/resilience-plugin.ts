import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

// spec 2 §9: chunk retries default 3 with 500 ms delay.
const retries = 3;
const retryDelayMs = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < retries) await wait(retryDelayMs);
  }
  throw lastError;
}

async function retryEntry(...[args]: Parameters<LoadEntryError>) {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
  for (let attempt = 0; attempt < retries; attempt += 1) {
    await wait(retryDelayMs);
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // the next attempt, or the error boundary's fallback after the last one
    }
  }
  return undefined;
}

/**
 * Retries manifest fetches and remote entry loads a few times before giving up. The visible
 * fallback ("Probeer opnieuw") is the React error boundary around each remote, which also
 * reports the failure on the event bus: a fallback module from `errorLoadRemote` could not
 * carry the retry button's state, and a manifest failure has no module to fall back to.
 * This file must not import shared modules: runtime plugins run before sharing is set up.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'alz-resilience-plugin',
    fetch: (url, init) => fetchWithRetry(url, init),
    // The hook's declared type wraps the answer in a second promise; the runtime awaits
    // whatever it gets, so the plain async function is what it really calls.
    loadEntryError: retryEntry as unknown as LoadEntryError,
    async errorLoadRemote({ id, error }) {
      console.error(`Remote module ${id} could not be loaded`, error);
      return undefined;
    },
  };
}
