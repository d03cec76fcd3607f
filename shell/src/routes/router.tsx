import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { ContentRoute } from './content-route';
import { RemoteComponent } from '../federation/remote-component';

// Fixed routes map straight to one remote's exposed module (ARCHITECTURE.md, page view step 3);
// everything else is a content path dispatched on its content type.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/zoeken', element: <RemoteComponent id="mf_search/SearchPage" asPage /> },
      {
        path: '/geheugentest/zelf',
        element: <RemoteComponent id="mf_memorytest/MemoryTest" asPage props={{ kind: 'forMyself' }} />,
      },
      {
        path: '/geheugentest/ander',
        element: <RemoteComponent id="mf_memorytest/MemoryTest" asPage props={{ kind: 'forOthers' }} />,
      },
      { path: '*', element: <ContentRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
