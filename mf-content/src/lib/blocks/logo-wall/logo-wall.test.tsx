import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderLoadedParagraphs } from '../grid-shared/testing';
import { toLogoWall } from './logo-wall-model';

describe('logo wall', () => {
  it('names each logo and its link after the partner', async () => {
    await renderLoadedParagraphs({
      type: 'paragraph--logo_wall',
      field_title: 'Onze partners',
      field_logos: [
        {
          field_name: 'Stichting Zonnebloem Zorg',
          field_image: cardImage('a', 'logo'),
          field_link: { uri: 'https://example.org' },
        },
        { field_name: 'Huisartsen Oost', field_image: cardImage('b', '') },
        { field_image: cardImage('c', 'Bakkerij De Molen') },
        { field_image: cardImage('d', '') },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Onze partners' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stichting Zonnebloem Zorg' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Huisartsen Oost' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bakkerij De Molen' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('drops unsafe links and is not shown without usable logos', () => {
    const model = toLogoWall({
      field_logos: [
        { field_name: 'Partner', field_image: cardImage('a', ''), field_link: { uri: 'javascript:alert(1)' } },
      ],
    });
    expect(model?.logos[0]?.link).toBeNull();
    for (const field_logos of MALFORMED) expect(toLogoWall({ field_logos })).toBeNull();
    expect(toLogoWall({ field_logos: [{ field_name: 'Zonder beeld' }] })).toBeNull();
  });
});
