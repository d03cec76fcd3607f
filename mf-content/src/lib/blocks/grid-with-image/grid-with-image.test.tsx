import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toGridWithImage } from './grid-with-image-model';

const items = ['Eerste', 'Tweede', 'Derde', 'Vierde'].map((title, index) => ({
  field_title: title,
  field_image: cardImage('samen-lezen', `Foto bij ${title.toLowerCase()}`),
  field_link: { title, uri: `/pagina-${index + 1}` },
}));

describe('grid with image', () => {
  it('shows every card with its picture and link, in four columns when asked', () => {
    const { container } = renderParagraphs({
      type: 'paragraph--grid_with_image',
      field_title: 'Vier manieren om te helpen',
      field_columns: 4,
      field_items: items,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Vier manieren om te helpen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Foto bij vierde' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Derde' })).toHaveAttribute('href', '/pagina-3');
    // The column count has no other visible sign in jsdom than the grid's class.
    expect(container.querySelector('ul')).toHaveClass('cols4');
  });

  it('has three columns for any other column value', () => {
    for (const field_columns of [3, '4', 5, '7', null, undefined, 'vier']) {
      expect(toGridWithImage({ field_columns, field_items: items })?.columns).toBe(field_columns === '4' ? 4 : 3);
    }
  });

  it('is not shown without valid items', () => {
    for (const field_items of MALFORMED) expect(toGridWithImage({ field_columns: 4, field_items })).toBeNull();
  });
});
