// block-model first: it loads the registry, which in turn loads this kind.
import { toBlocks } from '../block-model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { BlockList } from '../block-list';

const html = (text: string) => ({ value: `<p>${text}</p>` });
const item = (n: number) => ({
  type: 'paragraph--expandable_item',
  field_title: `Vraag ${n}`,
  field_text: html(`Antwoord ${n}`),
});

const list = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  type: 'paragraph--expandable',
  field_title: 'Veelgestelde vragen',
  field_introduction: html('Klap een vraag open.'),
  field_items: [1, 2, 3, 4, 5, 6].map(item),
  field_items_to_show: 3,
  ...fields,
});

const renderBlocks = (paragraphs: unknown[]) =>
  renderWithProviders(<BlockList blocks={toBlocks(paragraphs)} />, { route: '/mantelzorg' });

describe('expandable list', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('shows an old single-item expandable as one closed details with the title as summary', () => {
    renderBlocks([{ id: 1, type: 'paragraph--expandable', field_title: 'Lees meer', field_text: html('Verborgen') }]);
    const details = screen.getByRole('group');
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Lees meer').tagName).toBe('SUMMARY');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows itemsToShow items, then reveals all once, moving focus to the first new item', async () => {
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    renderBlocks([list()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeInTheDocument();
    expect(screen.getByText('Klap een vraag open.')).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Bekijk alles' }));
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Bekijk alles' })).not.toBeInTheDocument();
    expect(screen.getByText('Vraag 4')).toHaveFocus();
    expect(dataLayer).toEqual([{ event: 'ctr', category: 'ctr', action: '/mantelzorg', label: 'Veelgestelde vragen' }]);
  });

  it('uses the label of the editor for the toggle', () => {
    renderBlocks([list({ field_show_all_items_label: 'Alle vragen' })]);
    expect(screen.getByRole('button', { name: 'Alle vragen' })).toBeInTheDocument();
  });

  it('has no toggle when all items fit', () => {
    renderBlocks([list({ field_items_to_show: 6 }), list({ id: 8, field_items_to_show: undefined })]);
    expect(screen.getAllByRole('group')).toHaveLength(12);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens an item to show its text or its nested blocks, and shows the button link', async () => {
    renderBlocks([
      list({
        field_items: [
          item(1),
          {
            field_title: 'Met blokken',
            field_paragraphs: [
              { type: 'paragraph--text_with_title', field_title: 'Binnenin', field_text: html('Tekst') },
            ],
          },
        ],
        field_button: { title: 'Meer over mantelzorg', uri: '/mantelzorg' },
      }),
    ]);
    await userEvent.click(screen.getByText('Met blokken'));
    expect(screen.getByText('Met blokken').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Binnenin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer over mantelzorg' })).toHaveAttribute('href', '/mantelzorg');
  });

  it('centres its title and button when aligned to the centre, and marks a special list', () => {
    renderBlocks([list({ field_alignment: 'center', field_is_special: true })]);
    const section = screen.getByRole('region', { name: 'Veelgestelde vragen' });
    expect(section).toHaveClass('center');
    expect(section).toHaveClass('special');
  });
});
