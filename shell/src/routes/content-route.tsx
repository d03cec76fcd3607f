import { useLocation } from 'react-router-dom';
import type { ApiError } from '@alz/shared/api/rtk-base-query';
import { useGetNodeQuery } from '../features/content/api/get-node';
import { LoadingPage } from '../layout/loader';
import { MissingPage } from '../not-found/missing-page';
import { UnavailablePage } from '../not-found/unavailable-page';
import { NodePage } from './node-page';

/** A server fault or a connection that failed every retry: the page may well exist. */
const isServerFault = (error: unknown) => ((error as ApiError | undefined)?.status ?? 0) >= 500;

export function ContentRoute() {
  const { pathname } = useLocation();
  // currentData is empty while another path's page is still on screen, so no stale page shows.
  const { currentData: node, isFetching, error, refetch } = useGetNodeQuery(pathname);

  if (isFetching && !node) return <LoadingPage />;
  if (error && isServerFault(error)) return <UnavailablePage path={pathname} onRetry={() => void refetch()} />;
  if (error || !node)
    return <MissingPage path={pathname} forbidden={(error as ApiError | undefined)?.kind === 'unauthorized'} />;
  return <NodePage node={node} path={pathname} />;
}
