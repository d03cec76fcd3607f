import { createContext, useContext, type ComponentType } from 'react';
import { useLocation } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from './page-head';

/**
 * The shell's not-found page (search bar, suggestions, the redirect table asked first), given to
 * every remote through this context, so a remote that finds an address empty (an unknown region
 * in /regios/x/locaties) shows the same page as the shell without importing the shell.
 */
export const NotFoundPageContext = createContext<ComponentType | null>(null);

/** The site's not-found page, from a remote's page. */
export function PageNotFound() {
  const ShellPage = useContext(NotFoundPageContext);
  const { t } = useTranslation('Common');
  const { pathname } = useLocation();
  if (ShellPage) return <ShellPage />;
  // A remote on its own (its stand-alone mount, its tests) has no shell to ask.
  return (
    <>
      <PageHead title={t('NotFound.Title')} path={pathname} noIndex />
      <h1 tabIndex={-1}>{t('NotFound.Title')}</h1>
    </>
  );
}
