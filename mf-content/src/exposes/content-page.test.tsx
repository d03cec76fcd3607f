import { screen, within } from '@testing-library/react';
import type { DrupalNode, DrupalParagraph } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '../testing/render';
import ContentPage from './content-page';

function renderPage(paragraphs: DrupalParagraph[], intro = '<p>Welkom bij ons.</p>') {
  const node: DrupalNode = {
    nid: 1,
    type: 'page',
    title: 'Over dementie',
    status: true,
    path: { alias: '/dementie' },
    field_introduction_wysiwyg: { value: intro },
    field_page_content: paragraphs,
  };
  return renderWithProviders(<ContentPage node={node} />, { route: '/dementie' });
}

describe('ContentPage', () => {
  it('shows the title as h1 and the intro without scripts or event handlers', () => {
    const { container } = renderPage(
      [],
      '<p>Welkom<script>alert(1)</script></p><img src="x" alt="" onerror="alert(2)">',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Over dementie' })).toBeInTheDocument();
    expect(screen.getByText('Welkom')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('alert(');
  });

  it('renders the placeholder for an unknown block and keeps the rest of the page', () => {
    renderPage([
      { id: 1, type: 'paragraph--carousel' },
      { id: 2, type: 'paragraph--text_with_title', field_title: 'Daarna', field_text: { value: '<p>Tekst</p>' } },
    ]);
    expect(screen.getByText('No transformer implemented for: carousel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Daarna' })).toBeInTheDocument();
  });

  it('renders a link list with the hrefs of its links', () => {
    renderPage([
      {
        id: 1,
        type: 'paragraph--link_list',
        field_title: 'Meer weten',
        field_links: [
          { title: 'Vormen van dementie', uri: '/dementie/vormen' },
          { title: 'Onderzoek', uri: 'https://example.org/onderzoek', external: true },
        ],
      },
    ]);
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Vormen van dementie' })).toHaveAttribute('href', '/dementie/vormen');
    expect(within(list).getByRole('link', { name: 'Onderzoek' })).toHaveAttribute(
      'href',
      'https://example.org/onderzoek',
    );
  });

  it('links the memory test call to action to the test for yourself', () => {
    renderPage([{ id: 1, type: 'paragraph--call_to_action_memory_test', field_title: 'Maakt u zich zorgen?' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Maakt u zich zorgen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute('href', '/geheugentest/zelf');
  });

  it('renders an expandable as a native details element, closed at first', () => {
    renderPage([
      {
        id: 1,
        type: 'paragraph--expandable',
        field_title: 'Lees meer',
        field_text: { value: '<p>Verborgen tekst</p>' },
      },
    ]);
    const details = screen.getByRole('group');
    expect(details.tagName).toBe('DETAILS');
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Lees meer').tagName).toBe('SUMMARY');
  });
});
