import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { holdAnswer, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { createStore } from '../store';
import { addShellTranslations } from '../locales';
import { forgetRedirectLookups } from '../features/redirects/use-redirect';
import { CookiesRoute } from './cookies-route';
import { forgetUtilityBarCode } from './utility-bar-slot';

addShellTranslations();

describe('CookiesRoute', () => {
  beforeEach(() => {
    forgetRedirectLookups();
    forgetUtilityBarCode();
    __resetRemoteModules();
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
  });

  it('shows the cookie declaration below the statement, once the statement is there (so it is not pushed down)', async () => {
    const pageUrl = '/api/drupal/cookies';
    const fetch = stubFetch({
      [pageUrl]: {
        body: { nid: 3, type: 'content_page', title: 'Cookies', status: true, path: { alias: '/cookies' } },
      },
    });
    const statement = holdAnswer(fetch, pageUrl);
    renderWithProviders(
      <Provider store={createStore()}>
        <CookiesRoute />
      </Provider>,
      { route: '/cookies' },
    );
    await waitFor(() => expect(statement.asked()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    expect(screen.queryByRole('heading', { name: 'Welke cookies gebruiken wij?' })).not.toBeInTheDocument();
    statement.release();
    const title = await screen.findByRole('heading', { level: 1, name: 'Cookies' });
    const declaration = screen.getByRole('heading', { level: 2, name: 'Welke cookies gebruiken wij?' });
    expect(title.compareDocumentPosition(declaration) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: /cookie/i })).toBeInTheDocument();
  });
});
