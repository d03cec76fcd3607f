import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@alz/shared/router';
import { NotFoundPageContext } from '@alz/shared/ui/page-not-found';
import { eventBus } from '@alz/shared';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { NewsOverviewRegional } from './news-overview-regional';

const region = { Id: 109, Title: 'Regio Utrecht', Data: { Path: '/regios/utrecht' } };
const item = (n: number) => ({
  Id: n,
  Title: `Nieuws uit Utrecht ${n}`,
  Introduction: '',
  PublicationDate: '2026-03-05T09:00:00.000Z',
  HeaderImage: null,
  Data: { Path: `/nieuws/utrecht-${n}` },
  Category: { Id: 5, Label: 'Regionaal' },
  Region: { Id: 109, Title: 'Regio Utrecht', Path: '/regios/utrecht' },
  HideFromHomepage: false,
});

/** Stands in for the shell's not-found page, which the shell lends every remote. */
const ShellNotFound = () => <h1>Pagina niet gevonden (shell)</h1>;

const render = (route: string) =>
  renderWithProviders(
    <NotFoundPageContext value={ShellNotFound}>
      <Routes>
        <Route path="/regios/:regioName/nieuws" element={<NewsOverviewRegional />} />
      </Routes>
    </NotFoundPageContext>,
    { route },
  );

describe('regional news overview', () => {
  it("shows the region's own news, ten at a time, and a button back to the region", async () => {
    const fetch = stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=1': {
        body: { Items: [item(11), item(12), item(13)], TotalItems: 13 },
      },
    });
    render('/regios/utrecht/nieuws?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws uit Regio Utrecht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
    expect(await screen.findByRole('link', { name: 'Nieuws uit Utrecht 13' })).toHaveAttribute(
      'href',
      '/nieuws/utrecht-13',
    );
    const pager = screen.getByRole('navigation', { name: 'Paginatie' });
    expect(within(pager).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/regios/utrecht/nieuws');
    expect(requestedUrls(fetch)).toEqual([
      '/api/v1/region/utrecht',
      '/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=1',
    ]);
    expect(document.title).toBe('Nieuws uit Regio Utrecht - Alzheimer Nederland');
  });

  it('searches within the region and keeps the search on the regional address', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=0': { body: { Items: [item(1)], TotalItems: 1 } },
      '/api/v1/region/news-search?query=wandelen&regionId=109&regionName=Regio+Utrecht&page=0': {
        body: { Items: [item(2)], TotalItems: 1 },
      },
    });
    render('/regios/utrecht/nieuws');
    const box = await screen.findByRole('searchbox');
    await user.type(box, 'wandelen');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht/nieuws?zoekterm=wandelen');
    expect(await screen.findByRole('link', { name: 'Nieuws uit Utrecht 2' })).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContain(
      '/api/v1/region/news-search?query=wandelen&regionId=109&regionName=Regio+Utrecht&page=0',
    );
  });

  it("shows the site's not-found page for a region that does not exist", async () => {
    stubFetch({ '/api/v1/region/atlantis': { status: 404 } });
    render('/regios/atlantis/nieuws');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden (shell)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Probeer opnieuw' })).not.toBeInTheDocument();
  });

  it.each([
    ['the api answers 500', () => ({ status: 500, body: { statusCode: 500 } })],
    [
      'the api cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says the fault is ours when %s, reports it, and shows the news on retry', async (_case, failure) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);
    let up = false;
    const fetch = stubFetch({
      '/api/v1/region/utrecht': () => (up ? { body: region } : failure()),
      '/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=0': { body: { Items: [item(1)], TotalItems: 1 } },
    });
    render('/regios/utrecht/nieuws');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pagina niet gevonden/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Er ging iets mis bij het laden van deze pagina - Alzheimer Nederland');
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ context: 'page /regios/utrecht/nieuws' }));
    stop();

    up = true;
    const calls = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuws uit Regio Utrecht' })).toBeInTheDocument();
    expect(requestedUrls(fetch).slice(calls)).toContain('/api/v1/region/utrecht');
  });
});
