import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface PageChrome {
  footerHidden: boolean;
  setFooterHidden: (hidden: boolean) => void;
}

const PageChromeContext = createContext<PageChrome>({ footerHidden: false, setFooterHidden: () => undefined });

export function PageChromeProvider({ children }: { children: ReactNode }) {
  const [footerHidden, setFooterHidden] = useState(false);
  return <PageChromeContext.Provider value={{ footerHidden, setFooterHidden }}>{children}</PageChromeContext.Provider>;
}

export function usePageChrome(): PageChrome {
  return useContext(PageChromeContext);
}

/** Hides the footer while `hidden` is true, e.g. while a page is loading. */
export function useHideFooter(hidden: boolean): void {
  const { setFooterHidden } = usePageChrome();
  useEffect(() => {
    setFooterHidden(hidden);
    return () => setFooterHidden(false);
  }, [hidden, setFooterHidden]);
}
