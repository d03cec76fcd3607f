import { useLocation } from 'react-router-dom';
import type { ApiError } from '@alz/shared/api/rtk-base-query';
import { useGetNodeQuery } from '../features/content/api/get-node';
import { LoadingPage } from '../layout/loader';
import { MissingPage } from '../not-found/missing-page';
import { NodePage } from './node-page';

export function ContentRoute() {
  const { pathname } = useLocation();
  // currentData is empty while another path's page is still on screen, so no stale page shows.
  const { currentData: node, isFetching, error } = useGetNodeQuery(pathname);

  if (isFetching && !node) return <LoadingPage />;
  if (error || !node)
    return <MissingPage path={pathname} forbidden={(error as ApiError | undefined)?.kind === 'unauthorized'} />;
  return <NodePage node={node} path={pathname} />;
}
