import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toLinkWithImage } from './link-with-image-model';

describe('link with image', () => {
  it('is one link named by its title, with text and picture', () => {
    renderParagraphs({
      type: 'paragraph--link_with_image',
      field_title: 'Geef een gift',
      field_text: 'Met uw gift steunt u onderzoek.',
      field_image: cardImage('zonsondergang-aan-zee', 'Zonsondergang aan zee'),
      field_link: { title: 'Doneren', uri: '/doneren' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Geef een gift' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Geef een gift' })).toHaveAttribute('href', '/doneren');
    expect(screen.getByText('Met uw gift steunt u onderzoek.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zonsondergang aan zee' })).toBeInTheDocument();
  });

  it('takes the link title when it has no title, and is not shown without a link', () => {
    expect(toLinkWithImage({ field_link: { title: 'Doneren', uri: '/doneren' }, field_image: 3 })).toEqual({
      title: 'Doneren',
      text: '',
      image: null,
      link: { title: 'Doneren', url: '/doneren', external: false },
    });
    for (const field_link of MALFORMED) expect(toLinkWithImage({ field_title: 'Titel', field_link })).toBeNull();
  });
});
