import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@alz/shared/router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/**
 * Mounts a remote on its own page (its own port), with the providers the shell would give it,
 * so each remote can be run and checked without the shell.
 */
export function mountStandalone(element: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <main id="inhoud" style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
            {element}
          </main>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
