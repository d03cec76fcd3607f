import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '../federation/remote-map';
import type { SearchBarProps } from '../search/search-bar';
import { RemoteBoundary } from './remote-module';
import { SearchBarForm } from './search-bar-form';

interface Props extends SearchBarProps {
  /** Federation name of the app that shows this bar, e.g. `mf_content`. */
  host: string;
}

const remoteId = 'mf_search/SearchBar';
type Bar = ComponentType<SearchBarProps>;
// Per host: the bar once loaded (the next page shows it at once), or the load under way.
const loadedBars = new Map<string, Bar>();
const loadingBars = new Map<string, Promise<Bar>>();

function loadBar(host: string): Promise<Bar> {
  let loading = loadingBars.get(host);
  if (!loading) {
    loading = loadRemoteModule<{ default?: Bar }>(host, remoteId).then((module) => {
      if (!module?.default) throw new Error(`${remoteId} has no default export`);
      loadedBars.set(host, module.default);
      return module.default;
    });
    // A failed load is tried again by the next bar that mounts.
    loading.catch(() => loadingBars.delete(host));
    loadingBars.set(host, loading);
  }
  return loading;
}

/** Only tests need to forget a loaded or failed bar. */
export function clearSearchBarCache(): void {
  loadedBars.clear();
  loadingBars.clear();
}

/**
 * A search bar of mf-search (`mf_search/SearchBar`, issue 16) in a page of another app. Until it
 * has loaded, and for good when mf-search cannot be reached, a plain form of the same look stands
 * in and searches the same way, in the same place: what the visitor typed, and the cursor, carry
 * over to mf-search's bar, and a failed load changes nothing on screen.
 */
export function SearchBarSlot({ host, ...bar }: Props) {
  const start = bar.value ?? '';
  const [draft, setDraft] = useState(start);
  const [shown, setShown] = useState(start);
  const [focused, setFocused] = useState(false);
  const [Remote, setRemote] = useState<Bar | null>(() => loadedBars.get(host) ?? null);
  // The address can change the term (the back button); the field follows it.
  if (start !== shown) {
    setShown(start);
    setDraft(start);
  }
  useEffect(() => {
    if (Remote) return undefined;
    let mounted = true;
    loadBar(host).then(
      (loaded) => {
        if (mounted) setRemote(() => loaded);
      },
      (error: unknown) => console.warn(`${remoteId} could not be loaded; the plain search bar stays`, error),
    );
    return () => {
      mounted = false;
    };
  }, [host, Remote]);

  const standIn = (
    <SearchBarForm
      {...bar}
      value={draft}
      onChange={setDraft}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  if (!Remote) return standIn;
  return (
    <RemoteBoundary id={remoteId} fallback={standIn}>
      <Remote {...bar} value={draft} focusOnMount={bar.focusOnMount || focused} />
    </RemoteBoundary>
  );
}
