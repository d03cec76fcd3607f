import { StrictMode } from 'react';
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
import './federation/provided-shared';

addShellTranslations();
await registerRemoteMap();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);

// Loaded after the page is shown, and only when a DSN is configured (spec 2 §7).
startErrorReporting();
