import { lazy, Suspense } from 'react';
import { ContentRoute } from './content-route';

const CookieDeclaration = lazy(() => import(/* webpackChunkName: "cookies" */ './cookie-declaration'));

// One element for every render, so the page that shows it is not rendered again for it.
const declaration = (
  <Suspense fallback={null}>
    <CookieDeclaration />
  </Suspense>
);

/** /cookies: the cookie statement page plus our own cookie declaration and settings button. */
export function CookiesRoute() {
  return <ContentRoute after={declaration} />;
}
