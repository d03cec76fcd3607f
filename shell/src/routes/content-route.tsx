import { useLocation, useNavigate } from '@alz/shared/router';
import type { ApiError } from '@alz/shared/api/rtk-base-query';
import { useGetNodeQuery } from '../features/content/api/get-node';
import { LoadingPage } from '../layout/loader';
import { refocusState } from '../layout/route-announcer';
import { MissingPage } from '../not-found/missing-page';
import { UnavailablePage } from '../not-found/unavailable-page';
import { NodePage } from './node-page';

/** A server fault or a connection that failed every retry: the page may well exist. */
const isServerFault = (error: unknown) => ((error as ApiError | undefined)?.status ?? 0) >= 500;

export function ContentRoute() {
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  // currentData is empty while another path's page is still on screen, so no stale page shows.
  const { currentData: node, isFetching, error, refetch } = useGetNodeQuery(pathname);

  if (isFetching && !node) return <LoadingPage />;
  // The retry replaces the focused button, so focus goes to the heading of what comes, as after
  // a navigation.
  const retry = () => {
    void refetch();
    void navigate(location, { replace: true, state: refocusState() });
  };
  if (error && isServerFault(error)) return <UnavailablePage path={pathname} onRetry={retry} />;
  if (error || !node)
    return <MissingPage path={pathname} forbidden={(error as ApiError | undefined)?.kind === 'unauthorized'} />;
  return <NodePage node={node} path={pathname} />;
}
