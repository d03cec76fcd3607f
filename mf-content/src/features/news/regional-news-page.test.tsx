import { screen } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { RegionalNewsPage } from './regional-news-page';

const item = (n: number) => ({
  Id: n,
  Title: `Nieuws uit Utrecht ${n}`,
  Introduction: '',
  PublicationDate: '2026-03-05T09:00:00.000Z',
  HeaderImage: null,
  Data: { Path: `/nieuws/utrecht-${n}` },
  Region: { Id: 109, Title: 'Regio Utrecht', Path: '/regios/utrecht' },
});

const node = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 7990,
  type: 'regio_nieuws',
  title: 'Nieuws uit regio Utrecht',
  status: true,
  path: { alias: '/regios/utrecht/nieuwsoverzicht' },
  field_introduction_wysiwyg: { value: '<p>Wat er speelt in de regio.</p>' },
  field_regio: { id: 109, title: 'Regio Utrecht', path: '/regios/utrecht' },
  ...fields,
});

describe('regio_nieuws page kind (regional news overview)', () => {
  it("lists its region's news under the editor's title, with a way back to the region", async () => {
    const fetch = stubFetch({
      '/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=0': {
        body: { Items: [item(1), item(2)], TotalItems: 2 },
      },
    });
    renderWithProviders(<RegionalNewsPage node={node()} />, { route: '/regios/utrecht/nieuwsoverzicht' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuws uit regio Utrecht' })).toBeInTheDocument();
    expect(screen.getByText('Wat er speelt in de regio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
    expect(await screen.findByRole('link', { name: 'Nieuws uit Utrecht 2' })).toHaveAttribute(
      'href',
      '/nieuws/utrecht-2',
    );
    expect(requestedUrls(fetch)).toEqual(['/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=0']);
  });

  it('lists all news when the node names no region it can use', async () => {
    const fetch = stubFetch({ '/api/v1/es/news?page=0': { body: { Items: [item(3)], TotalItems: 1 } } });
    renderWithProviders(<RegionalNewsPage node={node({ field_regio: 'Utrecht' })} />, {
      route: '/regios/utrecht/nieuwsoverzicht',
    });
    expect(await screen.findByRole('link', { name: 'Nieuws uit Utrecht 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Terug naar/ })).not.toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/news?page=0']);
  });
});
