import { render, screen } from '@testing-library/react';
import RichTextEditor from './rich-text-editor';

// A CMS page mounts the exposed editor with no providers around it.
it('shows the blog editor with its Dutch toolbar, without providers', () => {
  render(<RichTextEditor mode="blog" label="Uw blog" />);
  expect(screen.getByRole('toolbar', { name: 'Opmaak van Uw blog' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Vetgedrukt' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Uw blog' })).toHaveAttribute('contenteditable', 'true');
});
