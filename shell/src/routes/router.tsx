import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from '@alz/shared/router';
import { fixedRoutes, type ShellPage } from '@alz/shared/site/routes';
import { ScrollReset } from './scroll-reset';
import { Layout } from '../layout/layout';
import { FixedRoute } from './fixed-route';
import { ContentRoute } from './content-route';
import { CookiesRoute } from './cookies-route';
import { PreviewRoute } from './preview-route';

// The route table of spec 1 §2.1, from the site's route manifest (@alz/shared/site/routes): a
// fixed route maps straight to one remote's exposed module (ARCHITECTURE.md, page view step 3);
// the shell's own pages are a content path, dispatched on its content type, a preview and the
// cookie statement.
const shellPages: Record<ShellPage, () => ReactElement> = {
  content: () => <ContentRoute />,
  preview: () => <PreviewRoute />,
  cookies: () => <CookiesRoute />,
};

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <Layout />
        <ScrollReset />
      </>
    ),
    children: fixedRoutes.map((route): RouteObject => {
      const element =
        route.page in shellPages ? (
          shellPages[route.page as ShellPage]()
        ) : (
          <FixedRoute id={route.page} props={'props' in route ? route.props : undefined} />
        );
      return route.path === '/' ? { index: true, element } : { path: route.path, element };
    }),
  },
];

/** The site's pages, in the <BrowserRouter> of bootstrap.tsx (see @alz/shared/router). */
export function AppRoutes() {
  return useRoutes(routes);
}
