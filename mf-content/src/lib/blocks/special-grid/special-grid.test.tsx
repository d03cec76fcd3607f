import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toSpecialGrid } from './special-grid-model';

describe('special grid', () => {
  it('shows the introduction, its link and the cards', () => {
    renderParagraphs({
      type: 'paragraph--special_grid',
      field_title: 'Samen sterker',
      field_text: { value: '<p>Zo helpen we elkaar.</p>' },
      field_link: { title: 'Alle manieren om te helpen', uri: '/help-mee' },
      field_items: [
        {
          field_title: 'Collecteren',
          field_image: cardImage('fietstocht', 'Fietsers op de dijk'),
          field_link: { title: 'x', uri: '/collecte' },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Samen sterker' })).toBeInTheDocument();
    expect(screen.getByText('Zo helpen we elkaar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle manieren om te helpen' })).toHaveAttribute('href', '/help-mee');
    expect(screen.getByRole('link', { name: 'Collecteren' })).toHaveAttribute('href', '/collecte');
    expect(screen.getByRole('heading', { level: 3, name: 'Collecteren' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fietsers op de dijk' })).toBeInTheDocument();
  });

  it('is not shown without cards, whatever else it has', () => {
    for (const field_items of MALFORMED) {
      expect(toSpecialGrid({ field_title: 'Titel', field_text: 5, field_link: 'x', field_items })).toBeNull();
    }
    expect(toSpecialGrid({ field_items: [{ field_title: 'Kaart' }], field_text: 5, field_link: [] })).toEqual({
      title: '',
      html: '',
      link: null,
      cards: [{ title: 'Kaart', intro: '', label: '', image: null, link: null }],
    });
  });
});
