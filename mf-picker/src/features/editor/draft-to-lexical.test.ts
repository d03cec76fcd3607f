import { draftToLexical } from './draft-to-lexical';
import { SAMPLE_DRAFT } from './fixtures';

const block = (text: string, type = 'unstyled', extra: Record<string, unknown> = {}) => ({
  text,
  type,
  inlineStyleRanges: [],
  entityRanges: [],
  ...extra,
});

describe('draftToLexical', () => {
  it('gives one empty paragraph for no content', () => {
    for (const value of [undefined, '', null, 'plain words']) {
      expect(draftToLexical(value).root.children).toEqual([
        expect.objectContaining({ type: 'paragraph', children: [] }),
      ]);
    }
  });

  it('maps block types, grouping list items into one list', () => {
    const nodes = draftToLexical(SAMPLE_DRAFT).root.children!;
    expect(nodes.map((node) => [node.type, node.tag ?? node.listType])).toEqual([
      ['heading', 'h2'],
      ['paragraph', undefined],
      ['list', 'ul'],
      ['paragraph', undefined],
    ]);
    expect(nodes[2]!.children!.map((item) => item.type)).toEqual(['listitem', 'listitem']);
  });

  it('turns style ranges into text formats and link entities into link nodes', () => {
    const paragraph = draftToLexical(SAMPLE_DRAFT).root.children![1]!;
    expect(paragraph.children!.map((node) => [node.type, node.text ?? node.url, node.format])).toEqual([
      ['text', 'Dementie', 1],
      ['text', ' is een verzamelnaam. Lees meer op ', 0],
      ['link', 'https://www.alzheimer-nederland.nl/dementie', ''],
      ['text', '.', 0],
    ]);
    expect(paragraph.children![2]).toMatchObject({ target: '_blank', children: [{ text: 'onze site' }] });
  });

  it('reads a JSON string, counts offsets in code points and keeps line breaks', () => {
    const value = JSON.stringify({
      blocks: [block('😀 vet\nnieuw', 'unstyled', { inlineStyleRanges: [{ offset: 2, length: 3, style: 'BOLD' }] })],
      entityMap: {},
    });
    expect(draftToLexical(value).root.children![0]!.children!.map((node) => [node.type, node.text])).toEqual([
      ['text', '😀 '],
      ['text', 'vet'],
      ['linebreak', undefined],
      ['text', 'nieuw'],
    ]);
  });

  it('gives palette-coloured text its colour and ignores other colour styles (spec 2 §9)', () => {
    const value = {
      blocks: [
        block('blauw vet gewoon', 'unstyled', {
          inlineStyleRanges: [
            { offset: 0, length: 9, style: 'color-#0060fa' },
            { offset: 6, length: 3, style: 'BOLD' },
            { offset: 10, length: 6, style: 'color-rgb(255,0,0)' },
            { offset: 10, length: 6, style: 'COLOR_FF0000' },
          ],
        }),
      ],
      entityMap: {},
    };
    expect(draftToLexical(value).root.children![0]!.children!.map((n) => [n.text, n.format, n.style])).toEqual([
      ['blauw ', 0, 'color: #0060fa;'],
      ['vet', 1, 'color: #0060fa;'],
      [' gewoon', 0, ''],
    ]);
  });

  it('makes one image node of an image entity', () => {
    const value = {
      blocks: [block(' ', 'atomic', { entityRanges: [{ offset: 0, length: 1, key: 0 }] })],
      entityMap: { 0: { type: 'IMAGE', data: { src: 'data:image/png;base64,AAA', alt: 'foto.png' } } },
    };
    expect(draftToLexical(value).root.children![0]!.children).toEqual([
      { type: 'image-node', version: 1, src: 'data:image/png;base64,AAA', alt: 'foto.png' },
    ]);
  });

  it('throws on an unknown entity type (spec 2 §5)', () => {
    const value = { blocks: [block('x')], entityMap: { 0: { type: 'VIDEO', data: {} } } };
    expect(() => draftToLexical(value)).toThrow(/Unknown entity type/);
  });
});
