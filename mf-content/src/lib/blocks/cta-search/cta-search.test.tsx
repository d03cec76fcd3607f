import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toCtaSearch } from './cta-search-model';

const address = () => screen.getByLabelText('Huidig adres').textContent;

describe('cta_search block', () => {
  const wire = {
    type: 'paragraph--cta_search',
    id: 1,
    field_title: 'Vindt u niet wat u zoekt?',
    field_text: { value: '<p>Zoek op de hele website.</p>' },
  };

  it('sends the visitor to /zoeken with the typed term', async () => {
    renderWithProviders(<BlockList blocks={toBlocks([wire])} />);
    expect(await screen.findByRole('search', { name: 'Vindt u niet wat u zoekt?' })).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Waar zoekt u naar?' });
    expect(field).not.toBeRequired();
    await userEvent.type(field, '  dagbesteding{Enter}');
    expect(address()).toBe('/zoeken?zoekterm=dagbesteding');
  });

  it('opens the search page without a term when the field is empty', async () => {
    renderWithProviders(<BlockList blocks={toBlocks([wire])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(address()).toBe('/zoeken');
  });

  it('tolerates missing and malformed fields', () => {
    expect(toCtaSearch({ field_title: 5, field_text: ['x'] })).toEqual({ title: '', html: '' });
    renderWithProviders(<BlockList blocks={toBlocks([{ type: 'paragraph--cta_search' }])} />);
    expect(screen.getByRole('heading', { name: 'Zoeken op de website' })).toBeInTheDocument();
  });
});
