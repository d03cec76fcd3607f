import { screen, within } from '@testing-library/react';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';

const cta = {
  type: 'paragraph--call_to_action_memory_test',
  field_title: 'Twijfelt u?',
  field_text: { value: '<p>Doe de test.</p>' },
};
const banner = {
  type: 'paragraph--homepage_banner',
  field_items: ['Dementie', 'Mantelzorg', 'Doneren'].map((title) => ({
    field_title: title,
    field_link: { title, uri: '/x' },
  })),
};

describe('memory-test call to action and banner item', () => {
  it("shows the editor's words and both ways into the test, without loading another remote", () => {
    const fetch = stubFetch({});
    renderWithProviders(<BlockList blocks={toBlocks([cta])} />);
    const section = screen.getByRole('region', { name: 'Twijfelt u?' });
    expect(within(section).getByText('Doe de test.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute(
      'href',
      '/geheugentest/zelf',
    );
    expect(within(section).getByRole('link', { name: 'Of doe de test voor iemand anders' })).toHaveAttribute(
      'href',
      '/geheugentest/ander',
    );
    expect(requestedUrls(fetch)).toEqual([]);
  });

  it('names a call to action without a title by what it is', () => {
    stubFetch({});
    renderWithProviders(<BlockList blocks={toBlocks([{ ...cta, field_title: '' }])} />);
    expect(screen.getByRole('region', { name: 'Geheugentest' })).toBeInTheDocument();
  });

  it('ends the homepage banner with the memory-test card, a heading level below the block title', () => {
    stubFetch({});
    renderWithProviders(<BlockList blocks={toBlocks([banner])} />);
    expect(screen.getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute('href', '/geheugentest/zelf');
  });
});
