import { toBlocks } from './block-model';

const view = (paragraphs: unknown) => toBlocks(paragraphs).map(({ key, bundle, model }) => ({ key, bundle, model }));

describe('toBlocks', () => {
  it('transforms known paragraphs into their view models', () => {
    expect(
      view([
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
        {
          id: 6,
          type: 'paragraph--call_to_action_memory_test',
          field_title: 'Zorgen?',
          field_text: { value: '<p>Doe de test</p>' },
        },
      ]),
    ).toEqual([
      {
        key: 'text_with_title-1',
        bundle: 'text_with_title',
        model: { title: 'Wat is dementie?', html: '<p>Uitleg</p>' },
      },
      {
        key: 'quote-2',
        bundle: 'quote',
        model: {
          html: '<p>Mooi gezegd</p>',
          author: 'Anna',
          image: null,
          imagePosition: 'left',
          nested: false,
          displayWidth: 'fullWidth',
        },
      },
      {
        key: 'quote-3',
        bundle: 'quote',
        model: {
          html: 'Platte tekst',
          author: '',
          image: null,
          imagePosition: 'left',
          displayWidth: 'fullWidth',
          nested: false,
        },
      },
      {
        key: 'link_list-4',
        bundle: 'link_list',
        model: {
          title: 'Meer weten',
          links: [
            { title: 'Vormen', url: '/dementie/vormen', external: false },
            { title: 'Extern', url: 'https://example.org/', external: true },
          ],
        },
      },
      {
        key: 'call_to_action_memory_test-6',
        bundle: 'call_to_action_memory_test',
        model: { title: 'Zorgen?', html: '<p>Doe de test</p>' },
      },
    ]);
  });

  it('tolerates missing and garbled fields, and hides blocks left with nothing to show', () => {
    expect(
      view([
        { type: 'paragraph--text_with_title', field_title: 42, field_text: 'not rich text' },
        {
          id: 'x',
          type: 'paragraph--link_list',
          field_links: [null, 'junk', { uri: '/zonder-titel' }, { title: 'Geen adres' }],
        },
        {
          id: 8,
          type: 'paragraph--link_list',
          field_links: [
            { title: 'Kwaad', uri: 'javascript:alert(1)' },
            { title: 'Goed', uri: 'dementie' },
          ],
        },
        { id: 9, type: 'paragraph--quote', field_text: { value: null } },
      ]),
    ).toEqual([
      { key: 'text_with_title-i0', bundle: 'text_with_title', model: { title: '', html: 'not rich text' } },
      {
        key: 'link_list-8',
        bundle: 'link_list',
        model: { title: '', links: [{ title: 'Goed', url: '/dementie', external: false }] },
      },
    ]);
  });

  it('keeps an unknown bundle as a placeholder entry named without the paragraph-- prefix', () => {
    expect(
      view([
        { id: 3, type: 'paragraph--carousel' },
        { id: 4, type: 'toString' },
      ]),
    ).toEqual([
      { key: 'carousel-3', bundle: 'carousel', model: null },
      { key: 'toString-4', bundle: 'toString', model: null },
    ]);
  });

  it('drops items without a type and returns [] for anything but an array', () => {
    expect(toBlocks([null, 'tekst', { id: 1 }])).toEqual([]);
    expect(toBlocks(null)).toEqual([]);
    expect(toBlocks({ type: 'paragraph--quote' })).toEqual([]);
  });
});
