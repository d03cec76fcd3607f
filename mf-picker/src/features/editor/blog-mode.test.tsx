import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $getRoot } from 'lexical';
import { editorOf, giveRangesABox, lastSaved, selectText, typeAndSelect } from '../../testing/lexical';
import { renderWithProviders } from '../../testing/render';
import { SAMPLE_DRAFT } from './fixtures';
import type { EditorMode } from './editor-tools';
import { RichTextEditor } from './rich-text-editor';

const PASTED =
  '<h2>Kop</h2><blockquote>Citaat</blockquote><p><em>a</em> <u>b</u> <strong>c</strong> ' +
  '<a href="https://example.org">d</a></p><ul><li>e</li></ul>';

const textbox = () => screen.getByRole('textbox', { name: 'Tekst' });

// Lexical reads a paste from the event's clipboardData; jsdom has no DataTransfer to build one.
async function pasteHtml(html: string) {
  const clipboardData = {
    types: ['text/html', 'text/plain'],
    files: [],
    items: [],
    getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'Kop Citaat a b c d e' : ''),
  };
  await act(async () => {
    fireEvent.paste(textbox(), { clipboardData });
  });
}

// A shortcut's format change is committed in a microtask, so each press waits for it.
async function press(key: string) {
  await act(async () => {
    fireEvent.keyDown(textbox(), { key, code: `Key${key.toUpperCase()}`, ctrlKey: true });
  });
}

function renderEditor(mode: EditorMode) {
  const onChange = jest.fn();
  renderWithProviders(<RichTextEditor mode={mode} label="Tekst" onChange={onChange} />);
  return onChange;
}

beforeAll(() => {
  giveRangesABox();
  // Lexical's paste handler asks whether the event is a drag or a clipboard event, classes jsdom
  // does not have; fireEvent then builds its paste as a ClipboardEvent.
  globalThis.DragEvent ??= class DragEvent extends MouseEvent {} as typeof globalThis.DragEvent;
  globalThis.ClipboardEvent ??= class ClipboardEvent extends Event {} as typeof globalThis.ClipboardEvent;
});

describe('RichTextEditor in blog mode (spec 2 §5: bold, lists and links only)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does nothing on Ctrl+I or Ctrl+U, and still makes text bold on Ctrl+B', async () => {
    const onChange = renderEditor('blog');
    typeAndSelect(editorOf(), 'Belangrijk');
    await press('i');
    await press('u');
    selectText(editorOf(), 'Belangrijk');
    await press('b');
    expect(lastSaved(onChange).blocks).toMatchObject([
      { text: 'Belangrijk', inlineStyleRanges: [{ offset: 0, length: 10, style: 'BOLD' }] },
    ]);
  });

  it('still makes text italic and underlined on Ctrl+I and Ctrl+U in admin mode', async () => {
    const onChange = renderEditor('admin');
    typeAndSelect(editorOf(), 'Belangrijk');
    await press('i');
    selectText(editorOf(), 'Belangrijk');
    await press('u');
    expect(lastSaved(onChange).blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 0, length: 10, style: 'ITALIC' },
      { offset: 0, length: 10, style: 'UNDERLINE' },
    ]);
  });

  it('saves pasted headings and quotes as paragraphs and keeps only bold, lists and links', async () => {
    const onChange = renderEditor('blog');
    typeAndSelect(editorOf(), '');
    await pasteHtml(PASTED);
    const saved = lastSaved(onChange);
    expect(saved.blocks.map(({ type, text }) => ({ type, text }))).toEqual([
      { type: 'unstyled', text: 'Kop' },
      { type: 'unstyled', text: 'Citaat' },
      { type: 'unstyled', text: 'a b c d' },
      { type: 'unordered-list-item', text: 'e' },
    ]);
    expect(saved.blocks.flatMap((block) => block.inlineStyleRanges)).toEqual([{ offset: 4, length: 1, style: 'BOLD' }]);
    expect(saved.blocks[2]!.entityRanges).toEqual([{ offset: 6, length: 1, key: 0 }]);
    expect(saved.entityMap[0]).toMatchObject({ type: 'LINK', data: { url: 'https://example.org' } });
    expect(textbox().querySelector('h2, blockquote, em, u')).toBeNull();
  });

  it('keeps pasted headings, quotes, italic and underline in admin mode', async () => {
    const onChange = renderEditor('admin');
    typeAndSelect(editorOf(), '');
    await pasteHtml(PASTED);
    const saved = lastSaved(onChange);
    expect(saved.blocks.map((block) => block.type)).toEqual([
      'header-two',
      'blockquote',
      'unstyled',
      'unordered-list-item',
    ]);
    expect(saved.blocks[2]!.inlineStyleRanges).toEqual(
      expect.arrayContaining([
        { offset: 0, length: 1, style: 'ITALIC' },
        { offset: 2, length: 1, style: 'UNDERLINE' },
        { offset: 4, length: 1, style: 'BOLD' },
      ]),
    );
  });

  it('saves a stored heading as a paragraph and drops a stored colour once the blog is edited', async () => {
    const onChange = jest.fn();
    const blocks = SAMPLE_DRAFT.blocks.map((block) =>
      block.key === 'a5' ? { ...block, inlineStyleRanges: [{ offset: 7, length: 12, style: 'color-#0060fa' }] } : block,
    );
    const value = { ...SAMPLE_DRAFT, blocks };
    renderWithProviders(<RichTextEditor mode="blog" label="Tekst" value={value} onChange={onChange} />);
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Over dementie' })).not.toBeInTheDocument();
    expect(textbox()).toHaveTextContent('Over dementie');
    // Loading alone stores nothing: the CMS value changes only when the writer edits.
    expect(onChange).not.toHaveBeenCalled();
    const editor = editorOf();
    act(() => editor.update(() => $getRoot().getAllTextNodes()[0]!.markDirty(), { discrete: true }));
    const saved = lastSaved(onChange);
    expect(saved.blocks[0]).toMatchObject({ type: 'unstyled', text: 'Over dementie' });
    expect(saved.blocks[1]!.inlineStyleRanges).toEqual([{ offset: 0, length: 8, style: 'BOLD' }]);
    expect(saved.blocks[4]).toMatchObject({ text: 'Bel de Dementielijn.', inlineStyleRanges: [] });
  });

  it('removes a link with "Hyperlink verwijderen", available only with a link at the selection', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'prompt').mockReturnValue('https://example.org');
    const onChange = renderEditor('blog');
    typeAndSelect(editorOf(), 'Lees meer');
    const removeLink = screen.getByRole('button', { name: 'Hyperlink verwijderen' });
    expect(removeLink).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Hyperlink toevoegen' }));
    expect(lastSaved(onChange).entityMap).not.toEqual({});
    selectText(editorOf(), 'Lees meer');
    expect(removeLink).not.toHaveAttribute('aria-disabled');

    await user.click(removeLink);
    expect(lastSaved(onChange).entityMap).toEqual({});
    expect(lastSaved(onChange).blocks[0]).toMatchObject({ text: 'Lees meer', entityRanges: [] });
    expect(removeLink).toHaveAttribute('aria-disabled', 'true');
  });

  it('changes nothing when the unavailable "Hyperlink verwijderen" is used from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('blog');
    typeAndSelect(editorOf(), 'Tekst zonder link');
    const before = onChange.mock.calls.length;
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Hyperlink verwijderen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls.length).toBe(before);
  });
});
