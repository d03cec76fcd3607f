import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@alz/shared/router';
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

const render = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/regios/:regioName/nieuws" element={<NewsOverviewRegional />} />
    </Routes>,
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

  it('says so for a region that does not exist', async () => {
    stubFetch({ '/api/v1/region/atlantis': { status: 404 } });
    render('/regios/atlantis/nieuws');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze regio bestaat niet' })).toBeInTheDocument();
  });
});
