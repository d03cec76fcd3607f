import { screen, within } from '@testing-library/react';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toCtaBrochures } from './cta-brochures-model';

describe('cta_brochures block', () => {
  it('lists the brochures as links', () => {
    renderWithProviders(
      <BlockList
        blocks={toBlocks([
          {
            type: 'paragraph--cta_brochures',
            field_title: 'Brochures',
            field_text: { value: '<p>Lees rustig thuis.</p>' },
            field_brochures: [
              { title: 'Omgaan met dementie', uri: '/blobstorage/content/omgaan.pdf' },
              { title: 'Kapot', uri: 'javascript:alert(1)' },
              { title: 'Mantelzorg', uri: 'https://example.org/mantelzorg.pdf' },
            ],
          },
        ])}
      />,
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blobstorage/content/omgaan.pdf', 'https://example.org/mantelzorg.pdf']);
    expect(screen.getByRole('heading', { name: 'Brochures' })).toBeInTheDocument();
  });

  it('is not shown without a usable brochure', () => {
    expect(toCtaBrochures({ field_brochures: 'nee' })).toBeNull();
    expect(toCtaBrochures({ field_brochures: [{ title: '', uri: '/x' }] })).toBeNull();
  });
});
