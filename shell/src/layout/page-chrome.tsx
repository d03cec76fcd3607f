import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface ChromeFlags {
  /** spec 1 §4: hidden while a page loads; §2.3: a page may ask to hide it. */
  footerHidden: boolean;
  preFooterHidden: boolean;
  /** The content type on screen, for the style-injection rules (spec 1 §3). */
  contentType?: string;
}

interface PageChrome extends ChromeFlags {
  setFlags: (flags: ChromeFlags) => void;
}

const visible: ChromeFlags = { footerHidden: false, preFooterHidden: false };
const PageChromeContext = createContext<PageChrome>({ ...visible, setFlags: () => undefined });

export function PageChromeProvider({ children }: { children: ReactNode }) {
  const [flags, setFlags] = useState<ChromeFlags>(visible);
  const value = useMemo(() => ({ ...flags, setFlags }), [flags]);
  return <PageChromeContext.Provider value={value}>{children}</PageChromeContext.Provider>;
}

export function usePageChrome(): PageChrome {
  return useContext(PageChromeContext);
}

/** Sets the footer flags for as long as the calling page is on screen. */
export function useChromeFlags(footerHidden: boolean, preFooterHidden = false, contentType?: string): void {
  const { setFlags } = usePageChrome();
  useEffect(() => {
    setFlags({ footerHidden, preFooterHidden, contentType });
    return () => setFlags(visible);
  }, [footerHidden, preFooterHidden, contentType, setFlags]);
}
