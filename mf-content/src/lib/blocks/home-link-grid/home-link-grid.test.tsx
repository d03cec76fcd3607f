import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toHomeLinkGrid } from './home-link-grid-model';

describe('home link grid', () => {
  it('shows link tiles with their text and no pictures', () => {
    renderParagraphs({
      type: 'paragraph--home_link_grid',
      field_title: 'Direct naar',
      field_items: [
        {
          field_title: 'Steun met uw tijd',
          field_intro: 'Word vrijwilliger bij u in de buurt.',
          field_image: cardImage('samen-zingen', 'Zingen'),
          field_link: { title: 'Lees meer', uri: '/help-mee/steun-met-tijd' },
        },
        { field_title: 'Geen link', field_intro: 'Deze tegel leidt nergens heen.' },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Direct naar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Steun met uw tijd' })).toHaveAttribute('href', '/help-mee/steun-met-tijd');
    expect(screen.getByText('Word vrijwilliger bij u in de buurt.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Geen link')).toBeNull();
  });

  it('is not shown without tiles that link somewhere', () => {
    for (const field_items of MALFORMED) expect(toHomeLinkGrid({ field_items })).toBeNull();
    expect(toHomeLinkGrid({ field_items: [{ field_title: 'Alleen titel' }] })).toBeNull();
  });
});
