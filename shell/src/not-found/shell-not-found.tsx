import { lazy, Suspense } from 'react';
import { useLocation } from '@alz/shared/router';
import { MissingPage } from './missing-page';

/**
 * The not-found page the shell lends every remote (@alz/shared/ui/page-not-found): the same page
 * as for an unknown content path, the redirect table asked first.
 */
export function ShellNotFound() {
  const { pathname } = useLocation();
  return <MissingPage path={pathname} forbidden={false} />;
}

// Loaded when a page fails, not with every page: it brings mf-search's search bar slot. From the
// not-found page's module, so both come in one chunk, and the first load names no other.
const FindYourWay = lazy(() => import('./not-found-page').then((module) => ({ default: module.FindYourWay })));

/** The search bar and suggestions the shell lends a failed page load (@alz/shared/ui/page-error). */
export function ShellPageErrorHelp() {
  return (
    <Suspense fallback={null}>
      <FindYourWay />
    </Suspense>
  );
}
