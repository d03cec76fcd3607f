import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $getRoot } from 'lexical';
import { draftToHtml } from '@alz/shared/rich-text/draft';
import { sanitizeHtml } from '@alz/shared/rich-text/sanitize';
import { editorOf, giveRangesABox, lastSaved, selectText, typeAndSelect } from '../../testing/lexical';
import { renderWithProviders } from '../../testing/render';
import { SAMPLE_DRAFT } from './fixtures';
import type { DraftRaw } from './lexical-to-draft';
import { RichTextEditor } from './rich-text-editor';

const BLOG = ['Vetgedrukt', 'Bullet lijst', 'Genummerde lijst', 'Hyperlink toevoegen', 'Hyperlink verwijderen'];
const ADMIN = [
  'Vetgedrukt',
  'Schuingedrukt',
  'Onderstreept',
  'Tekstkleur: standaard',
  'Tekstkleur: blauw',
  'Heading 2',
  'Heading 3',
  'Quote',
  'Bullet lijst',
  'Genummerde lijst',
  'Afbeelding',
  'Hyperlink toevoegen',
  'Hyperlink verwijderen',
];

const toolNames = () =>
  within(screen.getByRole('toolbar', { name: 'Opmaak van Tekst' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeAll(giveRangesABox);

describe('RichTextEditor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('has bold, lists and adding or removing a link in blog mode only', () => {
    renderWithProviders(<RichTextEditor mode="blog" label="Tekst" />);
    expect(toolNames()).toEqual(BLOG);
    expect(screen.queryByRole('button', { name: /Tekstkleur/ })).not.toBeInTheDocument();
  });

  it('has the full set of tools in admin mode, toggles marked pressed or not', () => {
    renderWithProviders(<RichTextEditor mode="admin" label="Tekst" />);
    expect(toolNames()).toEqual(ADMIN);
    expect(screen.getByRole('button', { name: 'Vetgedrukt', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afbeelding' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Tekstkleur: blauw', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hyperlink verwijderen' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides the toolbar and does not allow editing when read-only', () => {
    renderWithProviders(<RichTextEditor mode="admin" label="Tekst" readOnly value={SAMPLE_DRAFT} />);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tekst' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('textbox', { name: 'Tekst' })).toHaveTextContent('Over dementie');
  });

  it('is one tab stop, with arrow keys, Home and End moving between the buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RichTextEditor mode="blog" label="Tekst" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vetgedrukt' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bullet lijst' })).toHaveFocus();
    // The last button is unavailable with no link at the caret, and still reached.
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Hyperlink verwijderen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Vetgedrukt' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Hyperlink verwijderen' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Vetgedrukt' })).toHaveFocus();
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Tekst' })).toHaveFocus();
  });

  it('saves bold applied to typed text as a BOLD inline style', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<RichTextEditor mode="blog" label="Tekst" onChange={onChange} />);
    typeAndSelect(editorOf(), 'Belangrijk');
    await user.click(screen.getByRole('button', { name: 'Vetgedrukt' }));
    expect(lastSaved(onChange).blocks[0]).toMatchObject({
      text: 'Belangrijk',
      inlineStyleRanges: [{ offset: 0, length: 10, style: 'BOLD' }],
    });
    expect(screen.getByRole('button', { name: 'Vetgedrukt', pressed: true })).toBeInTheDocument();
  });

  it('colours the selected text blue, saved as an inline style the site renders blue (spec 2 §9)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<RichTextEditor mode="admin" label="Tekst" onChange={onChange} />);
    typeAndSelect(editorOf(), 'Belangrijk');
    expect(screen.getByRole('button', { name: 'Tekstkleur: standaard', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tekstkleur: blauw' }));
    const saved = lastSaved(onChange);
    expect(saved.blocks[0]).toMatchObject({
      text: 'Belangrijk',
      inlineStyleRanges: [{ offset: 0, length: 10, style: 'color-#0060fa' }],
    });
    expect(screen.getByRole('button', { name: 'Tekstkleur: blauw', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekstkleur: standaard', pressed: false })).toBeInTheDocument();
    expect(within(screen.getByRole('textbox', { name: 'Tekst' })).getByText('Belangrijk')).toHaveStyle({
      color: '#0060fa',
    });
    const site = document.createElement('div');
    site.innerHTML = sanitizeHtml(draftToHtml(saved)) ?? '';
    expect(within(site).getByText('Belangrijk')).toHaveStyle({ color: '#0060fa' });

    selectText(editorOf(), 'Belangrijk');
    await user.click(screen.getByRole('button', { name: 'Tekstkleur: standaard' }));
    expect(lastSaved(onChange).blocks[0]!.inlineStyleRanges).toEqual([]);
    expect(screen.getByRole('button', { name: 'Tekstkleur: standaard', pressed: true })).toBeInTheDocument();
  });

  it('reaches the colour buttons with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RichTextEditor mode="admin" label="Tekst" />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tekstkleur: standaard' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tekstkleur: blauw' })).toHaveFocus();
  });

  it.each([
    ['cancelled', null],
    ['empty', '   '],
  ])('changes nothing when the link prompt is %s', async (_case, answer) => {
    const user = userEvent.setup();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(answer);
    const onChange = jest.fn();
    renderWithProviders(<RichTextEditor mode="blog" label="Tekst" onChange={onChange} />);
    typeAndSelect(editorOf(), 'Lees meer');
    const before = onChange.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Hyperlink toevoegen' }));
    expect(prompt).toHaveBeenCalledWith('Typ of plak hier het adres van de link');
    expect(onChange.mock.calls.length).toBe(before);
    expect(lastSaved(onChange).entityMap).toEqual({});
  });

  it('links the selected text to the address given in the prompt', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'prompt').mockReturnValue(' https://example.org ');
    const onChange = jest.fn();
    renderWithProviders(<RichTextEditor mode="blog" label="Tekst" onChange={onChange} />);
    typeAndSelect(editorOf(), 'Lees meer');
    await user.click(screen.getByRole('button', { name: 'Hyperlink toevoegen' }));
    const saved = lastSaved(onChange);
    expect(saved.entityMap).toEqual({
      0: {
        type: 'LINK',
        mutability: 'MUTABLE',
        data: { url: 'https://example.org', title: '', targetOption: '_self' },
      },
    });
    expect(saved.blocks[0]!.entityRanges).toEqual([{ offset: 0, length: 9, key: 0 }]);
  });

  it('inserts a local image as a data URL in an image entity', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container } = renderWithProviders(<RichTextEditor mode="admin" label="Tekst" onChange={onChange} />);
    typeAndSelect(editorOf(), 'Foto');
    // The file input is hidden behind the "Afbeelding" button, so it has no role or label.
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(Object.values(lastSaved(onChange).entityMap)).toHaveLength(1));
    expect(lastSaved(onChange).entityMap[0]).toEqual({
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { src: expect.stringMatching(/^data:image\/png;base64,/), alt: 'foto.png' },
    });
  });

  it('throws on an unknown entity type in stored content', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const value = JSON.stringify({
      blocks: [
        { text: 'x', type: 'unstyled', inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 0 }] },
      ],
      entityMap: { 0: { type: 'EMBED', data: {} } },
    });
    expect(() => renderWithProviders(<RichTextEditor mode="admin" label="Tekst" value={value} />)).toThrow(
      /Unknown entity type/,
    );
  });

  it('loads blue text as blue and saves it back, leaving out colours outside the palette', async () => {
    const onChange = jest.fn();
    const value: DraftRaw = {
      blocks: [
        {
          ...SAMPLE_DRAFT.blocks[4]!,
          inlineStyleRanges: [
            { offset: 7, length: 12, style: 'color-#0060fa' },
            { offset: 0, length: 3, style: 'color-#e5a000' },
          ],
        },
      ],
      entityMap: {},
    };
    renderWithProviders(<RichTextEditor mode="admin" label="Tekst" value={value} onChange={onChange} />);
    expect(within(screen.getByRole('textbox', { name: 'Tekst' })).getByText('Dementielijn')).toHaveStyle({
      color: '#0060fa',
    });
    const editor = editorOf();
    await act(async () => {});
    act(() => editor.update(() => $getRoot().getAllTextNodes()[0]!.markDirty(), { discrete: true }));
    const saved = lastSaved(onChange);
    expect(saved.blocks[0]!.inlineStyleRanges).toEqual([{ offset: 7, length: 12, style: 'color-#0060fa' }]);
    expect(draftToHtml(saved)).toBe(draftToHtml(value));
    expect(draftToHtml(saved)).toBe('<p>Bel de <span style="color: #0060fa">Dementielijn</span>.</p>');
  });

  it('saves loaded content so the site renders it as before', async () => {
    const onChange = jest.fn();
    renderWithProviders(<RichTextEditor mode="admin" label="Tekst" value={SAMPLE_DRAFT} onChange={onChange} />);
    const editor = editorOf();
    // Lexical commits the loaded state in a microtask; an edit before that is merged into it.
    await act(async () => {});
    // A no-op edit, so the editor saves what it loaded.
    act(() => editor.update(() => $getRoot().getAllTextNodes()[0]!.markDirty(), { discrete: true }));
    const saved = lastSaved(onChange);
    expect(draftToHtml(saved)).toBe(draftToHtml(SAMPLE_DRAFT));
    expect(draftToHtml(saved)).toContain('<strong>Dementie</strong>');
    expect(draftToHtml(saved)).toContain(
      '<a href="https://www.alzheimer-nederland.nl/dementie" target="_blank">onze site</a>',
    );
  });
});
