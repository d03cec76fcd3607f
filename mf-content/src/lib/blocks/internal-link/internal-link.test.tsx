import { screen } from '@testing-library/react';
import { MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toInternalLink } from './internal-link-model';

const paragraph = (showAsButton: unknown) => ({
  type: 'paragraph--internal_link',
  field_link: { title: 'Bekijk de regio’s', uri: '/regios' },
  field_show_as_button: showAsButton,
});

describe('internal link', () => {
  it('shows one link to a page of the site, as a button when asked', () => {
    renderParagraphs(paragraph(true));
    const link = screen.getByRole('link', { name: 'Bekijk de regio’s' });
    expect(link).toHaveAttribute('href', '/regios');
    // A button look is the only difference a visitor sees; jsdom shows it as a class.
    expect(link).toHaveClass('button');
  });

  it('shows a plain link otherwise', () => {
    renderParagraphs(paragraph('ja'));
    expect(screen.getByRole('link', { name: 'Bekijk de regio’s' })).toHaveClass('link');
  });

  it('is not shown without a usable link to this site', () => {
    for (const field_link of [...MALFORMED, { title: 'Elders', uri: 'https://example.org' }, { uri: '/x' }]) {
      expect(toInternalLink({ field_link })).toBeNull();
    }
    expect(toInternalLink({ field_link: { title: 'Node', uri: 'node/12' } })).toEqual({
      link: { title: 'Node', url: '/node/12', external: false },
      showAsButton: false,
    });
  });
});
