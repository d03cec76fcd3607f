import { lazy, Suspense } from 'react';
import { useRedirect } from '../features/redirects/use-redirect';
import { LoadingPage } from '../layout/loader';
import { ForbiddenPage } from './forbidden-page';

// Loaded when a page is missing, not with every page: it brings mf-search's search bar slot.
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

interface Props {
  path: string;
  forbidden: boolean;
  /** The caller asked the redirect table already (the content route does, before any page). */
  redirectChecked?: boolean;
}

/**
 * A page that could not be loaded: the 403 page for members-only content; otherwise the
 * redirect table is asked first (spec 1 §4), and only without a redirect the not-found page.
 */
export function MissingPage({ path, forbidden, redirectChecked = false }: Props) {
  const { state } = useRedirect(path, !forbidden && !redirectChecked);
  if (forbidden) return <ForbiddenPage />;
  if (!redirectChecked && state !== 'none') return <LoadingPage />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <NotFoundPage />
    </Suspense>
  );
}
