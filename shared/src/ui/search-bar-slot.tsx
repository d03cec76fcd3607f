import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
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

/** The text of a field and where its cursor, or the part selected, was. */
interface FieldSelection {
  value: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

function selectionOf(field: HTMLInputElement): FieldSelection {
  const end = field.value.length;
  return {
    value: field.value,
    start: field.selectionStart ?? end,
    end: field.selectionEnd ?? end,
    direction: field.selectionDirection ?? 'none',
  };
}

/** Only tests need to forget a loaded or failed bar. */
export function clearSearchBarCache(): void {
  bars.clear();
}

/**
 * A search bar of mf-search (`mf_search/SearchBar`) in a page of another app. Until it
 * has loaded, and for good when mf-search cannot be reached, a plain form of the same look stands
 * in and searches the same way, in the same place: what the visitor typed, and the cursor or the
 * part selected, carry over to mf-search's bar, and a failed load changes nothing on screen. The
 * swap waits while the visitor is pressing in the form or is on its button, and until the focus
 * leaving the button has landed: a new button under a pressed pointer never gets the click, and
 * a focused element taken away leaves the focus nowhere.
 */
export function SearchBarSlot({ host, ...bar }: Props) {
  const start = bar.value ?? '';
  const [draft, setDraft] = useState(start);
  const [shown, setShown] = useState(start);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [onButton, setOnButton] = useState(false);
  const [Remote, setRemote] = useState<Bar | null>(() => barOf(host).value ?? null);
  const showsRemote = !!Remote && !pressed && !onButton;
  // Where the cursor was in the focused stand-in field as it went (read before it leaves the page).
  const carried = useRef<FieldSelection | null>(null);
  const keepSelection = useCallback((field: HTMLInputElement | null) => {
    if (!field) return undefined;
    return () => {
      carried.current = field === document.activeElement ? selectionOf(field) : null;
    };
  }, []);
  // The button lets go once the focus has landed where it goes: taken away between the button's
  // blur and the field's focus (Shift+Tab back into the field), the field would leave the focus
  // nowhere.
  const buttonLeft = useRef<number | undefined>(undefined);
  const buttonFocus = (on: boolean) => {
    window.clearTimeout(buttonLeft.current);
    if (on) setOnButton(true);
    else buttonLeft.current = window.setTimeout(() => setOnButton(false));
  };
  useEffect(() => () => window.clearTimeout(buttonLeft.current), []);
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

  // mf-search's field takes the focus with the cursor at the end; a visitor who had selected the
  // text to type over it (a tab into the field selects it all) gets the selection back, so the
  // next key replaces the text instead of adding to it ("AmersfoortUtrecht"). Runs after the
  // field's own focusing: a parent's layout effects follow its children's.
  useLayoutEffect(() => {
    const selection = carried.current;
    carried.current = null;
    if (!showsRemote || !selection) return;
    const field = document.activeElement;
    if (field instanceof HTMLInputElement && field.value === selection.value) {
      field.setSelectionRange(selection.start, selection.end, selection.direction);
    }
  }, [showsRemote]);

  const standIn = (
    <SearchBarForm
      {...bar}
      value={draft}
      onChange={setDraft}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={() => setPressed(true)}
      onButtonFocus={buttonFocus}
      fieldRef={keepSelection}
    />
  );
  if (!showsRemote) return standIn;
  return (
    <RemoteBoundary id={remoteId} fallback={standIn}>
      <Remote {...bar} value={draft} focusOnMount={bar.focusOnMount || focused} />
    </RemoteBoundary>
  );
}
