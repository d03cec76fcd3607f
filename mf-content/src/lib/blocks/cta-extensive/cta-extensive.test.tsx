import { screen } from '@testing-library/react';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toCtaExtensive } from './cta-extensive-model';

const image = {
  url: '/blobstorage/content/a.svg',
  alt: 'Twee mensen op een bank',
  crops: [{ url: '/blobstorage/content/a-400.svg', width: 400 }],
};

describe('cta_extensive block', () => {
  it('shows title, text, image and both links', () => {
    renderWithProviders(
      <BlockList
        blocks={toBlocks([
          {
            type: 'paragraph--cta_extensive',
            field_title: 'Word vrijwilliger',
            field_text: { value: '<p>Eén middag per maand helpt al.</p>' },
            field_image: image,
            field_primary_link: { title: 'Bekijk vacatures', uri: '/vrijwilligerswerk' },
            field_secondary_link: { title: 'Meer weten', uri: 'https://example.org' },
          },
        ])}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Word vrijwilliger' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Twee mensen op een bank' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk vacatures' })).toHaveAttribute('href', '/vrijwilligerswerk');
    expect(screen.getByRole('link', { name: 'Meer weten' })).toHaveAttribute('href', 'https://example.org');
  });

  it('needs a title and at least one link', () => {
    expect(toCtaExtensive({ field_title: 'x' })).toBeNull();
    expect(toCtaExtensive({ field_primary_link: { title: 'a', uri: '/a' } })).toBeNull();
    expect(
      toCtaExtensive({ field_title: 'x', field_secondary_link: { title: 'a', uri: '/a' }, field_image: 7 }),
    ).toEqual({
      title: 'x',
      html: '',
      image: null,
      primary: null,
      secondary: { title: 'a', url: '/a', external: false },
    });
  });
});
