import { screen } from '@testing-library/react';
import { nestedBlocks, toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toCentralisedBlock } from './centralised-block-model';

const reference = (status: unknown) => ({
  type: 'paragraph--centralised_block',
  id: 7,
  field_centralised_building_block: {
    nid: 450,
    type: 'centralised_building_block',
    title: 'Alzheimer Telefoon',
    status,
    field_page_content: [
      {
        type: 'paragraph--text_with_title',
        id: 1,
        field_title: 'Bel de Alzheimer Telefoon',
        field_text: { value: '<p>Dag en nacht.</p>' },
      },
    ],
  },
});

describe('centralised_block', () => {
  it('shows the blocks of a published building block', () => {
    renderWithProviders(<BlockList blocks={toBlocks([reference(true)])} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bel de Alzheimer Telefoon' })).toBeInTheDocument();
    expect(screen.getByText('Dag en nacht.')).toBeInTheDocument();
  });

  it('shows nothing when the building block is unpublished (spec 1 §4)', () => {
    const { container } = renderWithProviders(<BlockList blocks={toBlocks([reference(false)])} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('Dag en nacht.');
  });

  it('is not shown for a missing, malformed or empty reference', () => {
    expect(toCentralisedBlock({}, nestedBlocks)).toBeNull();
    expect(toCentralisedBlock({ field_centralised_building_block: 'node:450' }, nestedBlocks)).toBeNull();
    expect(
      toCentralisedBlock(
        { field_centralised_building_block: { status: 'true', field_page_content: [] } },
        nestedBlocks,
      ),
    ).toBeNull();
    expect(
      toCentralisedBlock({ field_centralised_building_block: { status: true, field_page_content: 'x' } }, nestedBlocks),
    ).toBeNull();
  });
});
