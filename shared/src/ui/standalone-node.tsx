import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from '@alz/shared/router';
import { createRemoteApi, createRemoteStore } from '../api/create-remote-store';
import { withNodeEndpoint } from '../api/node-endpoint';
import type { DrupalNode } from '../wire/drupal';
import { QueryStatus } from './query-status';

interface Props {
  /** Shown at `/`, where a remote on its own port has no page of its own. */
  fallbackPath: string;
  render: (node: DrupalNode) => ReactNode;
}

// A remote on its own port has no shell to load the node; this small store does it instead.
const standaloneApi = withNodeEndpoint(createRemoteApi('standaloneApi'));
const store = createRemoteStore(standaloneApi);

function Node({ fallbackPath, render }: Props) {
  const { pathname } = useLocation();
  const { data, error } = standaloneApi.endpoints.getNode.useQuery(pathname === '/' ? fallbackPath : pathname);
  if (!data) return <QueryStatus error={error} notFoundAsPage />;
  return <>{render(data)}</>;
}

/** A remote's stand-alone page: loads the node at the current path and renders one page kind. */
export function StandaloneNode(props: Props) {
  return (
    <Provider store={store}>
      <Node {...props} />
    </Provider>
  );
}
