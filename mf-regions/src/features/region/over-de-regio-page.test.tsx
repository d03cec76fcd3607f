import { act, screen, waitFor, within } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { holdAnswer, stubFetch } from '@test/fetch-stub';
import { OverDeRegioPage } from './over-de-regio-page';
import { RegionalItemPage } from './regional-item-page';
import { renderWithProviders } from '../../testing/render';

const regio = { id: 109, title: 'Regio Utrecht', path: '/regios/utrecht' };

const page = (fields: Partial<DrupalNode>): DrupalNode => ({
  nid: 7205,
  type: 'over_de_regio',
  title: 'Over regio Utrecht',
  status: true,
  path: { alias: '/regios/utrecht/over-de-regio' },
  field_introduction_wysiwyg: { value: '<p>Wij zijn er voor u.</p>' },
  ...fields,
});

describe('OverDeRegioPage', () => {
  it('shows the title, the text, the contact of the region and the way back', async () => {
    stubFetch({
      '/api/drupal/regios/utrecht': {
        body: { nid: 109, type: 'regio', title: 'Regio Utrecht', field_phone: '030-1234567', path: regio },
      },
    });
    renderWithProviders(<OverDeRegioPage node={page({ field_regio: regio })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Over regio Utrecht' })).toBeInTheDocument();
    expect(screen.getByText('Wij zijn er voor u.')).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Alle regionale informatie' });
    expect(within(contact).getByRole('link', { name: '030-1234567' })).toHaveAttribute('href', 'tel:0301234567');
    expect(screen.getByRole('link', { name: 'Terug naar Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it('shows the way back once the contact is there, so the contact does not push it down', async () => {
    const fetch = stubFetch({
      '/api/drupal/regios/utrecht': { body: { nid: 109, type: 'regio', title: 'Regio Utrecht', path: regio } },
    });
    const contact = holdAnswer(fetch, '/api/drupal/regios/utrecht');
    renderWithProviders(<OverDeRegioPage node={page({ field_regio: regio })} />);
    await waitFor(() => expect(contact.asked()).toBe(true));
    expect(screen.queryByRole('link', { name: 'Terug naar Regio Utrecht' })).not.toBeInTheDocument();
    act(() => contact.release());
    expect(await screen.findByRole('link', { name: 'Terug naar Regio Utrecht' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alle regionale informatie' })).toBeInTheDocument();
  });

  it('shows only its own text when it names no region', () => {
    const fetch = stubFetch({});
    renderWithProviders(<OverDeRegioPage node={page({})} />);
    expect(screen.getByText('Wij zijn er voor u.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('RegionalItemPage', () => {
  it('shows a highlight with its text, its first link and the way back to its region', () => {
    renderWithProviders(
      <RegionalItemPage
        node={page({
          type: 'uitgelicht',
          title: 'Open dag',
          field_regio: regio,
          field_text: { value: '<p>Kom langs.</p>' },
          field_primary_button: { title: 'Lees meer', uri: '/regios/utrecht/over-de-regio' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Open dag' })).toBeInTheDocument();
    expect(screen.getByText('Kom langs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/regios/utrecht/over-de-regio');
    expect(screen.getByRole('link', { name: 'Terug naar Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it('points to all regions when the item belongs to none', () => {
    renderWithProviders(<RegionalItemPage node={page({ type: 'info_over_dementie', title: 'Wat is dementie?' })} />);
    expect(screen.getByRole('link', { name: "Terug naar alle regio's" })).toHaveAttribute('href', '/regios');
  });
});
