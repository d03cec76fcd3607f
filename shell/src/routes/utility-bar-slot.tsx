import { useEffect, useState } from 'react';
import { loadOnce } from '@alz/shared/async/load-once';
import type { UtilityBar } from '@alz/shared/ui/utility-bar';

// The utility bar (print, read aloud, share) shows on every page but the home page, so its code
// and the share menu's load when a page that has it is asked for, beside the page's own call
// (below-the-fold pieces on demand). The routes wait for it (ContentRoute like for the
// breadcrumbs), so it does not push the page down once it shows.

type Bar = typeof UtilityBar;
type Props = Parameters<Bar>[0];
export type UtilityBarCode = Bar | 'loading' | 'failed';

const importBar = () => import('@alz/shared/ui/utility-bar').then((module) => module.UtilityBar);
const barCode = loadOnce<Bar>(importBar);

/** Tests: forget the loaded code, and load it with `load` (to hold it back or let it fail). */
export function forgetUtilityBarCode(load?: () => Promise<{ UtilityBar: Bar }>): void {
  barCode.reset(load && (() => load().then((module) => module.UtilityBar)));
}

/** Loads the bar's code once; null when it could not load (a later page asks again). */
const loadUtilityBar = (): Promise<Bar | null> => barCode.load().catch(() => null);

/**
 * Asks for the bar's code while `wanted` and tells when it is there or has failed, for the route
 * to hold its page back until then. After a failure the next page (another `page`) asks again.
 */
export function useUtilityBarCode(wanted: boolean, page: string): UtilityBarCode {
  const [failedOn, setFailedOn] = useState<string | null>(null);
  const [, setArrived] = useState(() => barCode.value);
  const code = barCode.value ?? (failedOn === page ? 'failed' : 'loading');
  useEffect(() => {
    if (!wanted || code !== 'loading') return;
    let live = true;
    void loadUtilityBar().then((bar) => {
      if (!live) return;
      if (bar) setArrived(() => bar);
      else setFailedOn(page);
    });
    return () => {
      live = false;
    };
  }, [wanted, code, page]);
  return code;
}

/** The utility bar, once its code is there (its route waits for it); nothing when it failed. */
export function UtilityBarSlot(props: Props) {
  const Loaded = barCode.value;
  return Loaded ? <Loaded {...props} /> : null;
}
