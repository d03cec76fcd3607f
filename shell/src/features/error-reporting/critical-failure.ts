// Runs in index.ts before the federation async boundary, when no shared module (not even
// @alz/shared) may be imported yet: this file depends on nothing but the browser.

// spec 2 §9: chunk retries default 3 with 500 ms delay.
const retries = 3;
const retryDelayMs = 500;
const redirectedKey = 'offline-redirected';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CriticalLoadOptions {
  /** Only production leaves the page; a developer wants to see the error where it happened. */
  production: boolean;
  storage?: () => FlagStorage;
  redirect?: (path: string) => void;
  wait?: (ms: number) => Promise<void>;
}

const defaults = {
  storage: () => window.sessionStorage,
  redirect: (path: string) => window.location.replace(path),
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** spec 2 §4: chunk load errors are logged and retried; a network hiccup is not an outage. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .+ failed/.test(error.message))
  );
}

/** spec 2 §2/§4: `/{name}-offline`, named after the brand the server put in the page. */
export function offlinePath(): string {
  // The `brand` page input (pageInputIds.brand in @alz/shared), read directly: see the top.
  const input = document.getElementById('brand');
  const brand = input instanceof HTMLInputElement ? input.value : '';
  return `/${/^[a-z]+$/.test(brand) ? brand : 'alz'}-offline`;
}

/**
 * spec 2 §4: a critical load failure in production redirects to the offline page, at most
 * once per browser session, so a broken offline page (or one answered with index.html) can
 * never send the visitor round in a loop.
 */
export function handleCriticalFailure(error: unknown, options: CriticalLoadOptions): void {
  console.error('The site could not start', error);
  if (!options.production) return;
  const { storage = defaults.storage, redirect = defaults.redirect } = options;
  try {
    const flags = storage();
    if (flags.getItem(redirectedKey)) return;
    flags.setItem(redirectedKey, '1');
  } catch {
    // Storage blocked: without the flag a loop cannot be ruled out, so the page stays.
    return;
  }
  redirect(offlinePath());
}

/**
 * Loads the app (the bootstrap chunk), retrying chunk load errors. Resolves true when it
 * started; a start that works again after an outage re-arms the offline redirect.
 */
export async function loadCriticalApp(load: () => Promise<unknown>, options: CriticalLoadOptions): Promise<boolean> {
  const wait = options.wait ?? defaults.wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await load();
    } catch (error) {
      if (isChunkLoadError(error) && attempt < retries) {
        console.warn(`Loading the site failed, retry ${attempt + 1} of ${retries}`, error);
        await wait(retryDelayMs);
        continue;
      }
      handleCriticalFailure(error, options);
      return false;
    }
    try {
      (options.storage ?? defaults.storage)().removeItem(redirectedKey);
    } catch {
      // Storage blocked: there is no flag to clear.
    }
    return true;
  }
}
