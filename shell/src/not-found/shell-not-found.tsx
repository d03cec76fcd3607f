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
