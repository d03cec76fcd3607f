import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from '@alz/shared/router';
import { PageError, pageFailureOf } from '@alz/shared/ui/page-error';
import { useGetBreadcrumbsQuery } from '../features/breadcrumbs/api/get-breadcrumbs';
import { useGetNodeQuery } from '../features/content/api/get-node';
import { useRedirect } from '../features/redirects/use-redirect';
import { LoadingPage } from '../layout/loader';
import { MissingPage } from '../not-found/missing-page';
import { NodePage } from './node-page';
import { useUtilityBarCode } from './utility-bar-slot';

/**
 * `after`: what a fixed route adds below the page (the cookie declaration). It shows with the
 * page's remote part, not before it, which would push it down when it arrives (a layout
 * shift); and with the error or not-found page when the page fails.
 */
export function ContentRoute({ after }: { after?: ReactNode } = {}) {
  const { pathname } = useLocation();
  // Spec 1 §4: the redirect table comes before the page (docs/decisions/0015-redirects-come-before-pages.md), asked beside
  // the page's own call so it adds no wait. The home page is never redirected.
  const redirect = useRedirect(pathname, pathname !== '/');
  // currentData is empty while another path's page is still on screen, so no stale page shows.
  const { currentData: node, isFetching, error, refetch } = useGetNodeQuery(pathname);
  // The breadcrumbs come with the page, not after it: asked beside it, and waited for (answered or
  // failed), so they do not push the page down once it shows (a layout shift). Only before
  // the page first shows: once it is on screen, a trail asked again (after a failed call) must not
  // take it away. The home page has none.
  const home = pathname === '/';
  const crumbs = useGetBreadcrumbsQuery(pathname, { skip: home });
  const [shownPath, setShownPath] = useState<string>();
  const firstShow = !home && shownPath !== pathname;
  const crumbsPending = firstShow && crumbs.isFetching && crumbs.currentData === undefined;
  // The utility bar's code is asked for and waited for the same way (utility-bar-slot.tsx).
  const tools = useUtilityBarCode(!home, pathname);
  const toolsPending = firstShow && tools === 'loading';
  // A page rendered in one go when its data arrives is one long task that a slow phone cannot
  // interrupt (Lighthouse's total blocking time). Deferred, React renders it in a
  // transition, in slices of a few milliseconds, while the screen keeps what it shows: the
  // loading page, or the page before, whose element stays the same so it is not rendered again.
  const current = useMemo(() => (node ? { node, path: pathname } : undefined), [node, pathname]);
  const shown = useDeferredValue(current);
  const page = useMemo(() => shown && <NodePage node={shown.node} path={shown.path} after={after} />, [shown, after]);
  // Likewise when the page waited for its trail or the utility bar: whichever comes last would
  // otherwise render the whole page in the one blocking task its arrival gets.
  const waiting = Boolean(node) && (crumbsPending || toolsPending);
  const stillWaiting = useDeferredValue(waiting);

  if (redirect.state === 'checking' || redirect.state === 'redirecting') return <LoadingPage />;
  if ((isFetching && !node) || waiting || stillWaiting) return <LoadingPage />;
  const failure = error ? pageFailureOf(error) : null;
  // spec 2 §8: only a 404 means the page is gone; a fault on our side offers a retry instead.
  // What a fixed route adds stays when its page fails (the cookie settings must stay in reach).
  if (failure === 'fault') {
    return (
      <>
        <PageError path={pathname} error={error} onRetry={() => void refetch()} />
        {after}
      </>
    );
  }
  if (failure || !node) {
    return (
      <>
        <MissingPage path={pathname} forbidden={failure === 'unauthorized'} redirectChecked />
        {after}
      </>
    );
  }
  if (page && shownPath !== pathname) setShownPath(pathname);
  return page ?? <LoadingPage />;
}
