import { useRoutes, type RouteObject } from '@alz/shared/router';
import { ScrollReset } from './scroll-reset';
import { Layout } from '../layout/layout';
import { FixedRoute } from './fixed-route';
import { ContentRoute } from './content-route';
import { CookiesRoute } from './cookies-route';
import { PreviewRoute } from './preview-route';

// The route table of spec 1 §2.1. Fixed routes map straight to one remote's exposed module
// (ARCHITECTURE.md, page view step 3); every other path is a content path, dispatched on its
// content type. Thank-you pages, /doneren, /nieuwsbrief and /privacy are content pages.
const applicationForm = 'mf_vacancies/ApplicationForm';

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <Layout />
        <ScrollReset />
      </>
    ),
    children: [
      { index: true, element: <ContentRoute /> },
      { path: '/preview/:entityType/:entityId/:revisionId', element: <PreviewRoute /> },
      { path: '/cookies', element: <CookiesRoute /> },
      // spec 1 §2.1: a vacancy's application route is always the vacancy path plus /solliciteren.
      { path: '/regios/:regio/vrijwilligerswerk/:vacancy/solliciteren', element: <FixedRoute id={applicationForm} /> },
      { path: '/vrijwilligerswerk/:vacancy/solliciteren', element: <FixedRoute id={applicationForm} /> },
      { path: '/:vacancy/solliciteren', element: <FixedRoute id={applicationForm} /> },
      { path: '/zoeken', element: <FixedRoute id="mf_search/SearchPage" /> },
      { path: '/regios', element: <FixedRoute id="mf_regions/RegionSearch" /> },
      { path: '/regios/:regio/locaties', element: <FixedRoute id="mf_regions/LocationOverview" /> },
      { path: '/nieuws', element: <FixedRoute id="mf_content/NewsOverview" /> },
      {
        path: '/regios/:regioName/nieuws',
        element: <FixedRoute id="mf_content/NewsOverview" props={{ regional: true }} />,
      },
      {
        path: '/geheugentest/zelf',
        element: <FixedRoute id="mf_memorytest/MemoryTest" props={{ kind: 'forMyself' }} />,
      },
      {
        path: '/geheugentest/ander',
        element: <FixedRoute id="mf_memorytest/MemoryTest" props={{ kind: 'forOthers' }} />,
      },
      { path: '*', element: <ContentRoute /> },
    ],
  },
];

/** The site's pages, in the <BrowserRouter> of bootstrap.tsx (see @alz/shared/router). */
export function AppRoutes() {
  return useRoutes(routes);
}
