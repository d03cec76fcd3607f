/** Something loaded on first use (a chunk of code), shared by everyone who asks for it. */
export interface LoadOnce<T> {
  /** The loaded value, once it is there. */
  readonly value: T | undefined;
  /** Starts the load, or joins the one under way; a failed load is forgotten, so the next call tries again. */
  load(): Promise<T>;
  /** Tests: forget what was loaded, and load with `loader` from now on (the original when left out). */
  reset(loader?: () => Promise<T>): void;
}

/**
 * Loads once, on the first `load()`, and keeps the value; a failure is not kept, so a later
 * caller (the next page, a retry) asks again instead of failing for good.
 */
export function loadOnce<T>(loader: () => Promise<T>): LoadOnce<T> {
  let load = loader;
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get value() {
      return value;
    },
    load() {
      loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    reset(next = loader) {
      load = next;
      value = undefined;
      loading = undefined;
    },
  };
}
