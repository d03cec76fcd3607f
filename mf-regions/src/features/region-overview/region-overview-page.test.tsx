import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@test/fetch-stub';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '../../testing/render';
import { RegionOverviewPage } from './region-overview-page';

const region = (Id: number, Title: string, Path: string, Introduction = '') => ({
  Id,
  Title,
  Introduction,
  Data: { Path },
});

const node: DrupalNode = {
  nid: 7991,
  type: 'regio_overzicht',
  title: 'Alle regio’s',
  status: true,
  path: { alias: '/regio-overzicht' },
  field_introduction_wysiwyg: { value: '<p>Zoek uw regio.</p>' },
};

describe('region overview (regio_overzicht)', () => {
  it("shows the editor's title and text and every region, and searches on the region search page", async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/region/search?query=': {
        body: [
          region(109, 'Regio Utrecht', '/regios/utrecht', 'Welkom in Utrecht.'),
          region(111, 'Regio Utrechtse Heuvelrug', '/regios/utrechtse-heuvelrug'),
          { Title: 'Zonder adres' },
        ],
      },
    });
    renderWithProviders(<RegionOverviewPage node={node} />, { route: '/regio-overzicht' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle regio’s' })).toBeInTheDocument();
    expect(screen.getByText('Zoek uw regio.')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: "Alle 2 regio's" });
    expect(within(list).getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }), 'Zeist');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios?zoekterm=Zeist');
  });

  it('says so when the regions cannot be loaded', async () => {
    stubFetch({ '/api/v1/region/search?query=': { status: 500, body: {} } });
    renderWithProviders(<RegionOverviewPage node={node} />, { route: '/regio-overzicht' });
    expect(await screen.findByRole('alert')).toHaveTextContent("De regio's kunnen nu niet worden geladen.");
    expect(screen.getByRole('heading', { level: 1, name: 'Alle regio’s' })).toBeInTheDocument();
  });
});
