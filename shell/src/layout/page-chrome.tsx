import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface ChromeFlags {
  /** spec 1 §4: hidden while a page loads; §2.3: a page may ask to hide it. */
  footerHidden: boolean;
  preFooterHidden: boolean;
  /** The page has a newsletter form of its own (a region's): the footer offers none. */
  newsletterHidden?: boolean;
  /** The content type on screen, for the style-injection rules (spec 1 §3). */
  contentType?: string;
}

const visible: ChromeFlags = { footerHidden: false, preFooterHidden: false };
// Until a route says what its page shows: the first render is a page still loading (spec 1 §4),
// and a footer rendered then would be taken away a moment later (work for nothing, and a footer
// that flashes).
const undecided: ChromeFlags = { footerHidden: true, preFooterHidden: false };
type SetFlags = (flags: ChromeFlags) => void;
type FooterFlags = Omit<ChromeFlags, 'contentType'>;
// Separate contexts: the layout reads the flags, a page only sets them. A page that read them
// would be rendered again, all of it, each time it set them (that second render of a whole
// region page was one of a phone's long tasks). The footer and the style rules each read
// their own, so a new content type does not render the footer again, nor the reverse.
const FooterFlagsContext = createContext<FooterFlags>(visible);
const ContentTypeContext = createContext<string | undefined>(undefined);
const SetPageChromeContext = createContext<SetFlags>(() => undefined);

export function PageChromeProvider({ children }: { children: ReactNode }) {
  const [footer, setFooter] = useState<FooterFlags>(undecided);
  const [contentType, setContentType] = useState<string>();
  // The same flags again (a page after a page of its kind) render nothing again. Hiding the
  // footer (a page still loading) and the style rules of the page's type take effect at once.
  // Bringing the footer back once a page shows is a transition: the footer, pre-footer and
  // newsletter sign-up are then rendered in slices, not in one long task after the page's own;
  // it sits below a screen-high main area, so it is not seen coming.
  const setFlags = useCallback<SetFlags>((next) => {
    setContentType(next.contentType);
    const update = () =>
      setFooter((current) =>
        current.footerHidden === next.footerHidden &&
        current.preFooterHidden === next.preFooterHidden &&
        current.newsletterHidden === next.newsletterHidden
          ? current
          : {
              footerHidden: next.footerHidden,
              preFooterHidden: next.preFooterHidden,
              newsletterHidden: next.newsletterHidden,
            },
      );
    if (next.footerHidden || next.preFooterHidden) update();
    else startTransition(update);
  }, []);
  return (
    <SetPageChromeContext value={setFlags}>
      <FooterFlagsContext value={footer}>
        <ContentTypeContext value={contentType}>{children}</ContentTypeContext>
      </FooterFlagsContext>
    </SetPageChromeContext>
  );
}

/** Whether the page on screen shows the footer and pre-footer (the layout's footer). */
export function useFooterFlags(): FooterFlags {
  return useContext(FooterFlagsContext);
}

/** The content type on screen (the layout's style rules). */
export function usePageContentType(): string | undefined {
  return useContext(ContentTypeContext);
}

/** Sets the footer flags for as long as the calling page is on screen. */
export function useChromeFlags(
  footerHidden: boolean,
  preFooterHidden = false,
  contentType?: string,
  newsletterHidden = false,
): void {
  const setFlags = useContext(SetPageChromeContext);
  useEffect(() => {
    setFlags({ footerHidden, preFooterHidden, contentType, newsletterHidden });
    return () => setFlags(visible);
  }, [footerHidden, preFooterHidden, contentType, newsletterHidden, setFlags]);
}
