import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce, type LoadOnce } from '../async/load-once';
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
// Per host: the bar, loaded once (the next page shows it at once); a failed load is tried again
// by the next bar that mounts.
const bars = new Map<string, LoadOnce<Bar>>();

function barOf(host: string): LoadOnce<Bar> {
  let bar = bars.get(host);
  if (!bar) {
    bar = loadOnce(() =>
      loadRemoteModule<{ default?: Bar }>(host, remoteId).then((module) => {
        if (!module?.default) throw new Error(`${remoteId} has no default export`);
        return module.default;
      }),
    );
    bars.set(host, bar);
  }
  return bar;
}

/** Only tests need to forget a loaded or failed bar. */
export function clearSearchBarCache(): void {
  bars.clear();
}

/**
 * A search bar of mf-search (`mf_search/SearchBar`, issue 16) in a page of another app. Until it
 * has loaded, and for good when mf-search cannot be reached, a plain form of the same look stands
 * in and searches the same way, in the same place: what the visitor typed, and the cursor, carry
 * over to mf-search's bar, and a failed load changes nothing on screen. The swap waits while the
 * visitor is pressing in the form or is on its button: a new button under a pressed pointer
 * never gets the click, and a focused button taken away leaves the focus nowhere.
 */
export function SearchBarSlot({ host, ...bar }: Props) {
  const start = bar.value ?? '';
  const [draft, setDraft] = useState(start);
  const [shown, setShown] = useState(start);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [onButton, setOnButton] = useState(false);
  const [Remote, setRemote] = useState<Bar | null>(() => barOf(host).value ?? null);
  // The address can change the term (the back button); the field follows it.
  if (start !== shown) {
    setShown(start);
    setDraft(start);
  }
  useEffect(() => {
    if (Remote) return undefined;
    let mounted = true;
    barOf(host)
      .load()
      .then(
        (loaded) => {
          if (mounted) setRemote(() => loaded);
        },
        (error: unknown) => console.warn(`${remoteId} could not be loaded; the plain search bar stays`, error),
      );
    return () => {
      mounted = false;
    };
  }, [host, Remote]);

  useEffect(() => {
    if (!pressed) return undefined;
    // Let go after the click that ends the press has been handled (it follows pointerup).
    let timer: number | undefined;
    const release = () => {
      timer = window.setTimeout(() => setPressed(false));
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.clearTimeout(timer);
    };
  }, [pressed]);

  const standIn = (
    <SearchBarForm
      {...bar}
      value={draft}
      onChange={setDraft}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={() => setPressed(true)}
      onButtonFocus={setOnButton}
    />
  );
  if (!Remote || pressed || onButton) return standIn;
  return (
    <RemoteBoundary id={remoteId} fallback={standIn}>
      <Remote {...bar} value={draft} focusOnMount={bar.focusOnMount || focused} />
    </RemoteBoundary>
  );
}
