import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@alz/shared/router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@alz/shared/react';

export interface RenderOptions {
  /** The address the component is rendered at. */
  route?: string;
}

/** Lets a test read the address the app navigated to, as a visitor sees it in the bar. */
function LocationProbe() {
  const location = useLocation();
  return <pre aria-label="Huidig adres">{`${location.pathname}${location.search}`}</pre>;
}

/** Renders a component with the providers the shell gives every remote. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {children}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
  return render(wrap(ui));
}
