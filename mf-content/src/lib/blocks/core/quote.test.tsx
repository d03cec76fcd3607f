import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { quoteBlock } from './quote';
import { toQuote } from './quote-model';
import { nestedBlocks } from '../block-model';

function show(fields: Record<string, unknown>) {
  const model = quoteBlock.transform({ type: 'paragraph--quote', ...fields }, nestedBlocks);
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<quoteBlock.Component block={model} />);
}

describe('quote block', () => {
  it('still shows the old wire shape: text and author', () => {
    show({ field_text: { value: '<p>Samen lachen helpt.</p>' }, field_author: 'Joke' });
    expect(screen.getByText('Samen lachen helpt.').closest('blockquote')).toBeInTheDocument();
    expect(screen.getByText('Joke')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a portrait beside the quote as decoration', () => {
    const { container } = show({
      field_text: '<p>Ik vergeet veel, maar niet hoe het voelt.</p>',
      field_author: 'Henk',
      field_image: { url: '/blobstorage/content/portret.svg', alt: 'Henk in de tuin' },
      field_image_position: 'right',
      field_display_width: 'narrow',
    });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('figure')).toHaveTextContent('Henk');
  });
});

describe('nested quote', () => {
  it('takes the width and quieter look of the block it sits in', () => {
    show({ field_text: '<p>Vraag het gewoon.</p>', field_nested: true, field_display_width: 'narrow' });
    const figure = screen.getByRole('figure');
    expect(figure).toHaveClass('nested');
    expect(figure).not.toHaveClass('narrow');
  });

  it('reads the nested flag strictly', () => {
    for (const value of [undefined, null, 'true', 1, {}]) {
      expect(toQuote({ field_text: '<p>Tekst</p>', field_nested: value })?.nested).toBe(false);
    }
    expect(toQuote({ field_text: '<p>Tekst</p>', field_nested: true })?.nested).toBe(true);
  });
});

describe('toQuote', () => {
  it('defaults position and width and drops a quote without text', () => {
    expect(toQuote({ field_text: '<p>Tekst</p>', field_image_position: 'boven', field_display_width: 'huge' })).toEqual(
      {
        html: '<p>Tekst</p>',
        author: '',
        image: null,
        imagePosition: 'left',
        displayWidth: 'fullWidth',
        nested: false,
      },
    );
    expect(toQuote({ field_author: 'Niemand' })).toBeNull();
  });
});
