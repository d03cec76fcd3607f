// The one door to React Router for every app (ESLint refuses `react-router-dom` elsewhere).
// Shared as `@alz/shared/router`, it is one module on the page (one router context), and only
// the parts named here are built: shared modules cannot be tree-shaken by their users, so
// sharing the whole package would ship all of it (about 65 kB gzip instead of about 34 kB).
// Add a name here when an app needs another part of the router.
//
// The shell routes declaratively (<BrowserRouter> and useRoutes), not with a data router:
// createBrowserRouter and its ScrollRestoration would add about 18 kB gzip to every page's first
// load for a scroll reset. The shell's ScrollReset scrolls to the top after each
// navigation instead; `preventScrollReset` on Link, navigate and setSearchParams keeps working as
// the apps use it (a filter change stays where the visitor is), carried in the history entry's
// state, which ScrollReset reads with `keepsScroll`.
import { createElement, useCallback, type Ref } from 'react';
import {
  Link as RouterLink,
  useNavigate as useRouterNavigate,
  useSearchParams as useRouterSearchParams,
  type LinkProps,
  type NavigateOptions,
  type To,
} from 'react-router-dom';

export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useInRouterContext,
  useLocation,
  useNavigationType,
  useParams,
  useRoutes,
} from 'react-router-dom';
export type { LinkProps, NavigateOptions, RouteObject, To } from 'react-router-dom';

const KEEP_SCROLL = 'alzKeepScroll';

/** The history state for a navigation, marked to keep the scroll position when asked. */
function withScrollChoice(state: unknown, preventScrollReset: boolean | undefined): unknown {
  if (!preventScrollReset) return state;
  const base = typeof state === 'object' && state !== null ? state : state === undefined ? {} : { value: state };
  return { ...base, [KEEP_SCROLL]: true };
}

/** Whether the navigation that led to this location asked to keep the scroll position. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[KEEP_SCROLL] === true;
}

/** React Router's Link; `preventScrollReset` keeps the scroll position (see ScrollReset). */
export function Link({ preventScrollReset, state, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return createElement(RouterLink, { ...props, state: withScrollChoice(state, preventScrollReset) });
}

/** React Router's useNavigate; `preventScrollReset` keeps the scroll position. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return navigate(to);
      return navigate(to, { ...options, state: withScrollChoice(options?.state, options?.preventScrollReset) });
    },
    [navigate],
  );
}

/** React Router's useSearchParams; `preventScrollReset` keeps the scroll position. */
export function useSearchParams(...args: Parameters<typeof useRouterSearchParams>) {
  const [params, setRouterParams] = useRouterSearchParams(...args);
  const setParams = useCallback(
    (...[next, options]: Parameters<typeof setRouterParams>) =>
      setRouterParams(next, { ...options, state: withScrollChoice(options?.state, options?.preventScrollReset) }),
    [setRouterParams],
  );
  return [params, setParams] as const;
}
