import { act, screen, waitFor } from '@testing-library/react';
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

const pageUrl = '/api/drupal/cookies';
const statementPage = { nid: 3, type: 'content_page', title: 'Cookies', status: true, path: { alias: '/cookies' } };
const settingsButton = () => screen.findByRole('button', { name: 'Cookie-instellingen wijzigen' });

function renderCookies() {
  return renderWithProviders(
    <Provider store={createStore()}>
      <CookiesRoute />
    </Provider>,
    { route: '/cookies' },
  );
}

describe('CookiesRoute', () => {
  beforeEach(() => {
    forgetRedirectLookups();
    forgetUtilityBarCode();
    __resetRemoteModules();
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
  });

  it('shows the cookie declaration below the statement, once the statement is there (so it is not pushed down)', async () => {
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
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    expect(screen.queryByRole('heading', { name: 'Welke cookies gebruiken wij?' })).not.toBeInTheDocument();
    act(() => statement.release());
    const title = await screen.findByRole('heading', { level: 1, name: 'Cookies' });
    const declaration = screen.getByRole('heading', { level: 2, name: 'Welke cookies gebruiken wij?' });
    expect(title.compareDocumentPosition(declaration) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: /cookie/i })).toBeInTheDocument();
  });

  // The settings button is the way back to the cookie choice: an outage must not take it away.
  it('keeps the cookie settings when the statement is not found', async () => {
    stubFetch({ [pageUrl]: { status: 404, body: { message: 'Niet gevonden' } } });
    renderCookies();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(await settingsButton()).toBeInTheDocument();
  });

  it('keeps the cookie settings when the statement cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ [pageUrl]: { status: 500, body: { message: 'Kapot' } } });
    renderCookies();
    expect(await screen.findByRole('button', { name: /opnieuw/i })).toBeInTheDocument();
    expect(await settingsButton()).toBeInTheDocument();
  });

  it("keeps the cookie settings when the page's remote cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A kind whose remote this file never loads (React keeps a loaded one for the whole file).
    stubFetch({ [pageUrl]: { body: { ...statementPage, type: 'regio' } } });
    renderCookies();
    expect(await settingsButton()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /opnieuw/i })).toBeInTheDocument();
  });
});
