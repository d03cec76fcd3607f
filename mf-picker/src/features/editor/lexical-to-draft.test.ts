import { draftToHtml } from '@alz/shared/rich-text/draft';
import { draftToLexical } from './draft-to-lexical';
import { SAMPLE_DRAFT } from './fixtures';
import { lexicalToDraft } from './lexical-to-draft';

const text = (value: string, format = 0, style = '') => ({ type: 'text', version: 1, text: value, format, style });
const element = (type: string, children: unknown[], fields = {}) => ({ type, version: 1, children, ...fields });
const state = (...children: unknown[]) => ({ root: element('root', children) }) as Parameters<typeof lexicalToDraft>[0];

describe('lexicalToDraft', () => {
  it('saves text formats as merged inline style ranges', () => {
    const { blocks } = lexicalToDraft(
      state(element('paragraph', [text('Vet', 1), text('vetschuin', 3), text(' gewoon')])),
    );
    expect(blocks[0]).toMatchObject({
      text: 'Vetvetschuin gewoon',
      type: 'unstyled',
      inlineStyleRanges: [
        { offset: 0, length: 12, style: 'BOLD' },
        { offset: 3, length: 9, style: 'ITALIC' },
      ],
      entityRanges: [],
    });
  });

  it('saves the palette colour as one inline style range, and no other colour (spec 2 §9)', () => {
    const { blocks } = lexicalToDraft(
      state(
        element('paragraph', [
          text('Blauw ', 0, 'color: #0060fa;'),
          text('vet', 1, 'font-size: 15px; color: #0060FA'),
          text(' rood', 0, 'color: red;'),
        ]),
      ),
    );
    expect(blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 6, length: 3, style: 'BOLD' },
      { offset: 0, length: 9, style: 'color-#0060fa' },
    ]);
  });

  it('round-trips coloured text so the site renders it blue', () => {
    const coloured = {
      blocks: [
        {
          ...SAMPLE_DRAFT.blocks[1]!,
          inlineStyleRanges: [
            { offset: 0, length: 8, style: 'BOLD' },
            { offset: 0, length: 12, style: 'color-#0060fa' },
            { offset: 46, length: 6, style: 'color-#0060fa' },
          ],
        },
      ],
      entityMap: SAMPLE_DRAFT.entityMap,
    };
    const saved = lexicalToDraft(draftToLexical(coloured));
    expect(saved.blocks[0]!.inlineStyleRanges).toEqual(coloured.blocks[0]!.inlineStyleRanges);
    expect(draftToHtml(saved)).toBe(draftToHtml(coloured));
    expect(draftToHtml(saved)).toContain(
      '<span style="color: #0060fa"><strong>Dementie</strong></span><span style="color: #0060fa"> is </span>',
    );
  });

  it('saves links and images as entities, and an image on its own as an atomic block', () => {
    const saved = lexicalToDraft(
      state(
        element('paragraph', [
          text('Zie '),
          element('link', [text('hier')], { url: 'https://example.org', title: null, target: null }),
        ]),
        element('paragraph', [{ type: 'image-node', version: 1, src: 'data:image/png;base64,AAA', alt: 'a.png' }]),
      ),
    );
    expect(saved.blocks.map((b) => [b.type, b.text, b.entityRanges])).toEqual([
      ['unstyled', 'Zie hier', [{ offset: 4, length: 4, key: 0 }]],
      ['atomic', ' ', [{ offset: 0, length: 1, key: 1 }]],
    ]);
    expect(saved.entityMap).toEqual({
      0: {
        type: 'LINK',
        mutability: 'MUTABLE',
        data: { url: 'https://example.org', title: '', targetOption: '_self' },
      },
      1: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: 'data:image/png;base64,AAA', alt: 'a.png' } },
    });
  });

  it('saves headings, quotes, nested lists and line breaks', () => {
    const { blocks } = lexicalToDraft(
      state(
        element('heading', [text('Kop')], { tag: 'h3' }),
        element('quote', [text('Een'), { type: 'linebreak', version: 1 }, text('twee')]),
        element(
          'list',
          [
            element('listitem', [text('een')]),
            element('listitem', [element('list', [element('listitem', [text('dieper')])], { listType: 'bullet' })]),
          ],
          { listType: 'number' },
        ),
      ),
    );
    expect(blocks.map((b) => [b.type, b.text, b.depth])).toEqual([
      ['header-three', 'Kop', 0],
      ['blockquote', 'Een\ntwee', 0],
      ['ordered-list-item', 'een', 0],
      ['unordered-list-item', 'dieper', 1],
    ]);
  });

  it('round-trips draft content so the site renders the same HTML', () => {
    const saved = lexicalToDraft(draftToLexical(SAMPLE_DRAFT));
    expect(draftToHtml(saved)).toBe(draftToHtml(SAMPLE_DRAFT));
    expect(draftToHtml(JSON.stringify(saved))).toBe(draftToHtml(JSON.stringify(SAMPLE_DRAFT)));
  });
});
