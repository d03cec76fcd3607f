import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@alz/shared/router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@alz/shared/react';
import { registerRemoteMap } from './federation/remote-map';
import { AppRoutes } from './routes/router';
import { store } from './store';
import { addShellTranslations } from './locales';
import { startErrorReporting } from './features/error-reporting/init-error-reporting';
import './global.css';

/** Registers the remotes and renders the page (bootstrap.tsx runs it). */
export async function start(): Promise<void> {
  addShellTranslations();
  await registerRemoteMap();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // In a transition: React renders the first screen in slices of a few milliseconds instead of
  // one long task, so a slow phone answers a tap meanwhile (total blocking time).
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
  // Loaded after the page is shown, and only when a DSN is configured (spec 2 §7).
  startErrorReporting();
}

/**
 * Never called. The import puts @alz/shared's groups into the shell's build, so federation
 * provides them to the remotes (provided-shared.ts), yet none is loaded or run at start: a group
 * runs when a remote first asks for it, which keeps the federation runtime's work before the
 * first paint small.
 */
export const provideSharedModules = () => import('./federation/provided-shared');
