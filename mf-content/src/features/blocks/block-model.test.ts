import { toBlocks } from './block-model';

describe('toBlocks', () => {
  it('transforms every paragraph kind', () => {
    expect(
      toBlocks([
        {
          id: 1,
          type: 'paragraph--text_with_title',
          field_title: 'Wat is dementie?',
          field_text: { value: '<p>Uitleg</p>' },
        },
        { id: 2, type: 'paragraph--quote', field_text: { value: '<p>Mooi gezegd</p>' }, field_author: 'Anna' },
        { id: 3, type: 'paragraph--quote', field_text: 'Platte tekst' },
        {
          id: 4,
          type: 'paragraph--link_list',
          field_title: 'Meer weten',
          field_links: [
            { title: 'Vormen', uri: '/dementie/vormen' },
            { title: 'Extern', uri: 'https://example.org/', external: true },
          ],
        },
        { id: 5, type: 'paragraph--expandable', field_title: 'Meer lezen', field_text: { value: '<p>Details</p>' } },
        {
          id: 6,
          type: 'paragraph--call_to_action_memory_test',
          field_title: 'Zorgen?',
          field_text: { value: '<p>Doe de test</p>' },
        },
      ]),
    ).toEqual([
      { kind: 'textWithTitle', id: 1, title: 'Wat is dementie?', html: '<p>Uitleg</p>' },
      { kind: 'quote', id: 2, text: '<p>Mooi gezegd</p>', author: 'Anna' },
      { kind: 'quote', id: 3, text: 'Platte tekst', author: '' },
      {
        kind: 'linkList',
        id: 4,
        title: 'Meer weten',
        links: [
          { title: 'Vormen', url: '/dementie/vormen', external: false },
          { title: 'Extern', url: 'https://example.org/', external: true },
        ],
      },
      { kind: 'expandable', id: 5, title: 'Meer lezen', html: '<p>Details</p>' },
      { kind: 'memoryTestCta', id: 6, title: 'Zorgen?', html: '<p>Doe de test</p>' },
    ]);
  });

  it('tolerates missing and garbled fields', () => {
    expect(
      toBlocks([
        { type: 'paragraph--text_with_title', field_title: 42, field_text: 'not rich text' },
        {
          id: 'x',
          type: 'paragraph--link_list',
          field_links: [null, 'junk', { uri: '/zonder-titel' }, { title: 'Geen adres' }],
        },
        { id: 9, type: 'paragraph--expandable', field_text: { value: null } },
      ]),
    ).toEqual([
      { kind: 'textWithTitle', id: 0, title: '', html: '' },
      { kind: 'linkList', id: 1, title: '', links: [{ title: 'Geen adres', url: '/', external: false }] },
      { kind: 'expandable', id: 9, title: '', html: '' },
    ]);
  });

  it('turns an unknown bundle into an unknown block named without the paragraph-- prefix', () => {
    expect(
      toBlocks([
        { id: 3, type: 'paragraph--carousel' },
        { id: 4, type: 'toString' },
      ]),
    ).toEqual([
      { kind: 'unknown', id: 3, bundle: 'carousel' },
      { kind: 'unknown', id: 4, bundle: 'toString' },
    ]);
  });

  it('drops items without a type and returns [] for anything but an array', () => {
    expect(toBlocks([null, 'tekst', { id: 1 }])).toEqual([]);
    expect(toBlocks(null)).toEqual([]);
    expect(toBlocks(undefined)).toEqual([]);
    expect(toBlocks({ type: 'paragraph--quote' })).toEqual([]);
  });
});
