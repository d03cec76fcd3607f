import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toHomeImageGrid } from './home-image-grid-model';

const tile = (title: string, uri: string, scene: string) => ({
  field_title: title,
  field_image: cardImage(scene, `Sfeerbeeld: ${title}`),
  field_link: { title, uri },
});

describe('home image grid', () => {
  it('shows picture tiles that each lead to a page', () => {
    renderParagraphs({
      type: 'paragraph--home_image_grid',
      field_title: 'Waar kunnen we u mee helpen?',
      field_items: [
        tile('Wat is dementie?', '/dementie/wat-is-dementie', 'wandeling-in-het-park'),
        tile('Mantelzorg', '/mantelzorg', 'handen-vasthouden'),
        tile('Doneren', '/doneren', 'bloemen-plukken'),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Waar kunnen we u mee helpen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute('href', '/dementie/wat-is-dementie');
    expect(screen.getByRole('heading', { level: 3, name: 'Doneren' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sfeerbeeld: Mantelzorg' })).toBeInTheDocument();
    // The first, larger tile asks the browser for a wider crop.
    expect(screen.getByRole('img', { name: 'Sfeerbeeld: Wat is dementie?' })).toHaveAttribute(
      'sizes',
      expect.stringContaining('(min-width: 1024px) 533px'),
    );
  });

  it('leaves out tiles without a picture or a link, and is not shown when none remain', () => {
    const model = toHomeImageGrid({
      field_items: [
        { field_title: 'Zonder foto', field_link: { title: 'x', uri: '/x' } },
        tile('Met alles', '/y', 's'),
      ],
    });
    expect(model?.cards.map((card) => card.title)).toEqual(['Met alles']);
    for (const field_items of MALFORMED) expect(toHomeImageGrid({ field_items })).toBeNull();
  });
});
