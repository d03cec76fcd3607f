import { draftToHtml } from './draft';
import { draftPlainText } from './draft-content';

const block = (text: string, extra: Record<string, unknown> = {}) => ({
  key: text.slice(0, 4),
  text,
  type: 'unstyled',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
  ...extra,
});

describe('draftToHtml', () => {
  it('renders link entities with title and new-tab option, and inline styles', () => {
    const raw = JSON.stringify({
      blocks: [
        block('Lees meer over zorg', {
          inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }],
          entityRanges: [{ offset: 15, length: 4, key: 0 }],
        }),
      ],
      entityMap: {
        0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/zorg', title: 'Zorg', targetOption: '_blank' } },
      },
    });
    expect(draftToHtml(raw)).toBe(
      '<p><strong>Lees</strong> meer over <a href="/zorg" title="Zorg" target="_blank">zorg</a></p>',
    );
  });

  it('renders image entities, headings and lists and escapes text', () => {
    const raw = {
      blocks: [
        block('Kop', { type: 'header-one' }),
        block('één <b>', { type: 'unordered-list-item' }),
        block('twee', { type: 'unordered-list-item' }),
        block(' ', { type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 1 }] }),
      ],
      entityMap: { 1: { type: 'IMAGE', data: { src: '/blobstorage/content/a.svg', alt: 'Een "park"' } } },
    };
    expect(draftToHtml(JSON.stringify(raw))).toBe(
      '<h2>Kop</h2><ul><li>één &lt;b&gt;</li><li>twee</li></ul>' +
        '<figure><img src="/blobstorage/content/a.svg" alt="Een &quot;park&quot;"></figure>',
    );
  });

  it('counts offsets in characters, so emoji do not shift a link', () => {
    const raw = {
      blocks: [block('😀 hier', { entityRanges: [{ offset: 2, length: 4, key: 0 }] })],
      entityMap: { 0: { type: 'LINK', data: { url: '/x' } } },
    };
    expect(draftToHtml(JSON.stringify(raw))).toBe('<p>😀 <a href="/x">hier</a></p>');
  });

  it('renders the palette colour as blue text and leaves other colours out (spec 2 §9)', () => {
    const raw = {
      blocks: [
        block('Blauw en vet, rood', {
          inlineStyleRanges: [
            { offset: 0, length: 12, style: 'color-#0060fa' },
            { offset: 9, length: 3, style: 'BOLD' },
            { offset: 14, length: 4, style: 'color-#ff0000' },
            { offset: 14, length: 4, style: 42 },
          ],
        }),
      ],
      entityMap: {},
    };
    expect(draftToHtml(JSON.stringify(raw))).toBe(
      '<p><span style="color: #0060fa">Blauw en </span>' +
        '<span style="color: #0060fa"><strong>vet</strong></span>, rood</p>',
    );
  });

  it('throws on an unknown entity type', () => {
    const raw = { blocks: [block('x')], entityMap: { 0: { type: 'EMBEDDED_LINK', data: {} } } };
    expect(() => draftToHtml(JSON.stringify(raw))).toThrow('Unknown entity type in rich text: EMBEDDED_LINK');
    expect(draftPlainText(JSON.stringify(raw))).toBe('x');
  });

  it('gives nothing for text that is not draft JSON', () => {
    expect(draftToHtml('<p>html</p>')).toBe('');
    expect(draftToHtml('{kapot')).toBe('');
  });
});
