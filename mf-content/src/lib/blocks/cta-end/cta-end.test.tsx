import { screen } from '@testing-library/react';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toCtaEnd } from './cta-end-model';

describe('cta_end block', () => {
  it('closes the page with a title, text and one link', () => {
    renderWithProviders(
      <BlockList
        blocks={toBlocks([
          {
            type: 'paragraph--cta_end',
            field_title: 'Help mee',
            field_text: { value: '<p>Met uw gift steunt u onderzoek.</p>' },
            field_link: { title: 'Doneer nu', uri: '/doneren' },
          },
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Help mee' })).toBeInTheDocument();
    expect(screen.getByText('Met uw gift steunt u onderzoek.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doneer nu' })).toHaveAttribute('href', '/doneren');
  });

  it('is not shown without a title or a usable link', () => {
    expect(toCtaEnd({ field_title: 'x', field_link: { title: 'a', uri: 'javascript:alert(1)' } })).toBeNull();
    expect(toCtaEnd({ field_link: { title: 'a', uri: '/a' } })).toBeNull();
    expect(toCtaEnd({})).toBeNull();
  });
});
