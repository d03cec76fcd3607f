import { screen } from '@testing-library/react';
import { MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toFrame } from './frame-model';

describe('frame', () => {
  it('shows its title and text in a box', () => {
    renderParagraphs({
      type: 'paragraph--frame',
      field_title: 'Goed om te weten',
      field_text: { value: '<p>U hoeft het niet alleen te doen. <a href="/mantelzorg">Lees over mantelzorg</a>.</p>' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Goed om te weten' })).toBeInTheDocument();
    expect(screen.getByText(/U hoeft het niet alleen te doen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lees over mantelzorg' })).toHaveAttribute('href', '/mantelzorg');
  });

  it('is not shown when it has neither title nor text', () => {
    for (const value of MALFORMED.filter((v) => typeof v !== 'string'))
      expect(toFrame({ field_title: value, field_text: value })).toBeNull();
    expect(toFrame({ field_text: '<p>Alleen tekst</p>' })).toEqual({ title: '', html: '<p>Alleen tekst</p>' });
  });
});
