import { screen } from '@testing-library/react';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toCtaSpotlight } from './cta-spotlight-model';

describe('cta_spotlight block', () => {
  it('shows label, title, text and link', () => {
    renderWithProviders(
      <BlockList
        blocks={toBlocks([
          {
            type: 'paragraph--cta_spotlight',
            field_label: 'Uitgelicht',
            field_title: 'De Alzheimer Telefoon',
            field_text: { value: '<p>Dag en nacht een luisterend oor.</p>' },
            field_link: { title: 'Bel ons', uri: 'tel:0800' },
          },
        ])}
      />,
    );
    expect(screen.getByText('Uitgelicht')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'De Alzheimer Telefoon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bel ons' })).toHaveAttribute('href', 'tel:0800');
  });

  it('is not shown without a title and tolerates malformed fields', () => {
    expect(toCtaSpotlight({ field_label: 'x' })).toBeNull();
    expect(toCtaSpotlight({ field_title: 'T', field_link: 'nee', field_image: {} })).toEqual({
      label: '',
      title: 'T',
      html: '',
      image: null,
      link: null,
    });
  });
});
