import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { twoColumnTextBlock } from './two-column-text';
import { toTwoColumnText } from './two-column-text-model';
import { nestedBlocks } from '../block-model';

describe('two-column text block', () => {
  it('shows the title and both texts', () => {
    const model = twoColumnTextBlock.transform(
      {
        field_title: 'Thuis of in een verpleeghuis',
        field_text_left: { value: '<p>Thuis wonen kan vaak lang.</p>' },
        field_text_right: { value: '<p>Soms is een verpleeghuis beter.</p>' },
      },
      nestedBlocks,
    );
    if (!model) throw new Error('The transformer dropped the block');
    renderWithProviders(<twoColumnTextBlock.Component block={model} />);
    expect(screen.getByRole('region', { name: 'Thuis of in een verpleeghuis' })).toBeInTheDocument();
    expect(screen.getByText('Thuis wonen kan vaak lang.')).toBeInTheDocument();
    expect(screen.getByText('Soms is een verpleeghuis beter.')).toBeInTheDocument();
  });

  it('keeps one text when the other is missing, and drops a block without text', () => {
    expect(toTwoColumnText({ field_text_right: '<p>Rechts</p>' })).toEqual({
      title: '',
      left: '',
      right: '<p>Rechts</p>',
    });
    expect(toTwoColumnText({ field_title: 'Leeg' })).toBeNull();
    expect(toTwoColumnText({ field_text_left: 5, field_text_right: [] })).toBeNull();
  });
});
