import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface ChromeFlags {
  /** spec 1 §4: hidden while a page loads; §2.3: a page may ask to hide it. */
  footerHidden: boolean;
  preFooterHidden: boolean;
  /** The content type on screen, for the style-injection rules (spec 1 §3). */
  contentType?: string;
}

const visible: ChromeFlags = { footerHidden: false, preFooterHidden: false };
type SetFlags = (flags: ChromeFlags) => void;
// Two contexts: the layout reads the flags, a page only sets them. A page that read them would be
// rendered again, all of it, each time it set them (issue 15: that second render of a whole
// region page was one of a phone's long tasks).
const PageChromeContext = createContext<ChromeFlags>(visible);
const SetPageChromeContext = createContext<SetFlags>(() => undefined);

export function PageChromeProvider({ children }: { children: ReactNode }) {
  const [flags, setFlagsState] = useState<ChromeFlags>(visible);
  // The same flags again (a page after a page of its kind) render nothing again. A transition:
  // a page sets them once it is on screen, and the footer it brings back (pre-footer, newsletter
  // sign-up, brands) is then rendered in slices, not in one long task after the page's own
  // (issue 15); it sits below a screen-high main area, so it is not seen coming.
  const setFlags = useCallback<SetFlags>(
    (next) =>
      startTransition(() =>
        setFlagsState((current) =>
          current.footerHidden === next.footerHidden &&
          current.preFooterHidden === next.preFooterHidden &&
          current.contentType === next.contentType
            ? current
            : next,
        ),
      ),
    [],
  );
  return (
    <SetPageChromeContext value={setFlags}>
      <PageChromeContext value={flags}>{children}</PageChromeContext>
    </SetPageChromeContext>
  );
}

/** The flags of the page on screen (the layout's footer and style rules). */
export function usePageChrome(): ChromeFlags {
  return useContext(PageChromeContext);
}

/** Sets the footer flags for as long as the calling page is on screen. */
export function useChromeFlags(footerHidden: boolean, preFooterHidden = false, contentType?: string): void {
  const setFlags = useContext(SetPageChromeContext);
  useEffect(() => {
    setFlags({ footerHidden, preFooterHidden, contentType });
    return () => setFlags(visible);
  }, [footerHidden, preFooterHidden, contentType, setFlags]);
}
