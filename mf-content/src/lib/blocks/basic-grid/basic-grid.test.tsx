import { screen, within } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toBasicGrid } from './basic-grid-model';

const grid = {
  type: 'paragraph--basic_grid',
  field_title: 'Hulp in de buurt',
  field_items: [
    {
      field_title: 'Alzheimer Café',
      field_intro: 'Praat met mensen die het herkennen.',
      field_label: 'Ontmoeten',
      field_image: cardImage('koffie-in-het-cafe', 'Mensen aan een tafel met koffie'),
      field_link: { title: 'Lees meer', uri: '/regios' },
    },
    { field_title: 'Zonder link', field_intro: 'Alleen tekst.' },
    { field_link: { title: 'Mantelzorg', uri: '/mantelzorg' } },
  ],
};

describe('basic grid', () => {
  it('shows the title, and each card with its heading, intro, picture and one named link', () => {
    renderParagraphs(grid);
    expect(screen.getByRole('heading', { level: 2, name: 'Hulp in de buurt' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Alzheimer Café' })).toBeInTheDocument();
    expect(first.getByText('Ontmoeten')).toBeInTheDocument();
    expect(first.getByText('Praat met mensen die het herkennen.')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Mensen aan een tafel met koffie' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('koffie-in-het-cafe-380x235.svg 380w'),
    );
    expect(first.getAllByRole('link')).toHaveLength(1);
    expect(first.getByRole('link', { name: 'Alzheimer Café' })).toHaveAttribute('href', '/regios');
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(within(cards[2]!).getByRole('link', { name: 'Mantelzorg' })).toHaveAttribute('href', '/mantelzorg');
  });

  it('uses h2 for the cards when the block has no title of its own', () => {
    renderParagraphs({ ...grid, field_title: null });
    expect(screen.getByRole('heading', { level: 2, name: 'Alzheimer Café' })).toBeInTheDocument();
  });

  it('is not shown without valid cards and never crashes on malformed fields', () => {
    for (const field_items of MALFORMED) expect(toBasicGrid({ field_items })).toBeNull();
    expect(toBasicGrid({})).toBeNull();
    const { container } = renderParagraphs({ type: 'paragraph--basic_grid', field_items: [{ field_title: '' }] });
    expect(container.querySelector('section')).toBeNull();
  });

  it('drops unsafe links and images but keeps the card', () => {
    const model = toBasicGrid({
      field_items: [
        {
          field_title: 'Kaart',
          field_link: { title: 'x', uri: 'javascript:alert(1)' },
          field_image: { url: 'javascript:alert(1)', alt: 'x' },
        },
      ],
    });
    expect(model?.cards).toEqual([{ title: 'Kaart', intro: '', label: '', image: null, link: null }]);
  });
});
