import { screen } from '@testing-library/react';
import { MALFORMED, renderLoadedParagraphs } from '../grid-shared/testing';
import { toImpact } from './impact-model';

describe('impact', () => {
  it('shows the key figures with their labels, the title and the link', async () => {
    await renderLoadedParagraphs({
      type: 'paragraph--impact',
      field_title: 'Wat uw steun doet',
      field_items: [
        { field_number: '4.500', field_label: 'vrijwilligers in het hele land' },
        { field_number: 230, field_label: 'Alzheimer Cafés' },
        { field_number: '', field_label: 'zonder getal' },
      ],
      field_link: { title: 'Steun ons werk', uri: '/doneren' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Wat uw steun doet' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4.500 vrijwilligers in het hele land',
      '230 Alzheimer Cafés',
    ]);
    expect(screen.getByRole('link', { name: 'Steun ons werk' })).toHaveAttribute('href', '/doneren');
  });

  it('is not shown without complete figures', () => {
    for (const field_items of MALFORMED) expect(toImpact({ field_title: 'Titel', field_items })).toBeNull();
  });
});
