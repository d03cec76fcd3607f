import { render, screen } from '@testing-library/react';
import RichTextEditor from './rich-text-editor';

// A CMS page mounts the exposed editor with no providers around it.
it('shows the blog editor with its Dutch toolbar, without providers', () => {
  render(<RichTextEditor mode="blog" label="Uw blog" />);
  expect(screen.getByRole('toolbar', { name: 'Opmaak van Uw blog' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Vetgedrukt' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Uw blog' })).toHaveAttribute('contenteditable', 'true');
});

it('says in its place that stored content it cannot read cannot be edited here, and changes nothing', () => {
  // React logs the editor's error (spec 2 §8: not swallowed); the field catches what it shows.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const onChange = jest.fn();
  const stored = JSON.stringify({
    blocks: [{ text: 'x', type: 'unstyled', inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
    entityMap: { 0: { type: 'EMBED', data: {} } },
  });
  render(<RichTextEditor mode="admin" label="Tekst" value={stored} onChange={onChange} />);
  const field = screen.getByRole('group', { name: 'Tekst' });
  expect(field).toHaveTextContent('Tekst');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Deze tekst kan hier niet worden bewerkt: er staat iets in wat deze editor niet kent. De opgeslagen tekst blijft zoals hij is.',
  );
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  expect(logged.mock.calls.flat().join(' ')).toMatch(/Unknown entity type/);
  logged.mockRestore();
});
