import { useLocation } from 'react-router-dom';
import { useGetNodeQuery } from '../features/content/api/get-node';
import { RemoteComponent } from '../federation/remote-component';
import { Loader } from '../layout/loader';
import { useHideFooter } from '../layout/page-chrome';
import { NotFoundPage } from '../not-found/not-found-page';
import { UnknownPage } from './unknown-page';
import { pageKindFor } from './page-kinds';

export function ContentRoute() {
  const { pathname } = useLocation();
  // currentData is empty while another path's page is still on screen, so no stale page shows.
  const { currentData: node, isFetching, isError } = useGetNodeQuery(pathname);
  const loading = isFetching && !node;
  // spec 1 §4: while a page loads the footer is hidden.
  useHideFooter(loading);

  if (loading) return <Loader />;
  if (isError || !node) return <NotFoundPage />;
  const remoteModule = pageKindFor(node.type);
  if (!remoteModule) return <UnknownPage type={node.type} />;
  return <RemoteComponent key={remoteModule} id={remoteModule} asPage props={{ node }} />;
}
