import { nestedBlocks } from '../block-model';
import { toExpandable as toExpandableWith } from './expandable-model';

// Nested blocks are read by the registry, as on a page.
const toExpandable = (p: Record<string, unknown>) => toExpandableWith(p, nestedBlocks);

const text = (value: string) => ({ value: `<p>${value}</p>` });

describe('toExpandable', () => {
  it('gives nothing for an empty or malformed paragraph', () => {
    expect(toExpandable({})).toBeNull();
    expect(toExpandable({ field_title: 'Alleen een titel' })).toBeNull();
    expect(toExpandable({ field_title: 'Lijst', field_items: 'geen lijst' })).toBeNull();
    expect(
      toExpandable({ field_title: 'Lijst', field_items: [null, 3, { field_title: '' }, { field_title: 'Leeg' }] }),
    ).toBeNull();
  });

  it('reads an old single item as one item without a list title', () => {
    expect(toExpandable({ field_title: 'Lees meer', field_text: text('Tekst') })).toMatchObject({
      title: '',
      items: [{ title: 'Lees meer', html: '<p>Tekst</p>', blocks: [] }],
      itemsToShow: 1,
    });
  });

  it('keeps the good items and falls back to showing all for a bad itemsToShow', () => {
    const items = [
      { field_title: 'Een', field_text: text('1') },
      { field_title: 42 },
      { field_title: 'Twee', field_text: 'kale tekst' },
    ];
    for (const itemsToShow of [undefined, 0, -2, '2', 1.5]) {
      const model = toExpandable({ field_title: 'Lijst', field_items: items, field_items_to_show: itemsToShow });
      expect(model?.items.map((item) => item.title)).toEqual(['Een', 'Twee']);
      expect(model?.itemsToShow).toBe(2);
    }
    expect(toExpandable({ field_items: items, field_items_to_show: 9 })?.itemsToShow).toBe(2);
  });

  it('drops an unsafe button and reads the flags strictly', () => {
    const model = toExpandable({
      field_items: [{ field_title: 'Een', field_text: text('1') }],
      field_button: { title: 'Klik', uri: 'javascript:alert(1)' },
      field_is_special: 'ja',
      field_show_all_items_label: 12,
    });
    expect(model).toMatchObject({ button: null, isSpecial: false, showAllLabel: '' });
  });

  it('keeps nested blocks of an item, skipping malformed ones', () => {
    const model = toExpandable({
      field_items: [
        { field_title: 'Blokken', field_paragraphs: [{ type: 'paragraph--quote', field_text: text('Mooi') }, 'x'] },
      ],
    });
    expect(model?.items[0]?.blocks.map((block) => block.bundle)).toEqual(['quote']);
  });

  it('reads the alignment, left unless the CMS says centre', () => {
    const items = [{ field_title: 'Een', field_text: text('1') }];
    for (const value of ['center', 'centre', ' Center ']) {
      expect(toExpandable({ field_items: items, field_alignment: value })?.alignment).toBe('center');
    }
    for (const value of [undefined, null, 'right', 3, {}]) {
      expect(toExpandable({ field_items: items, field_alignment: value })?.alignment).toBe('left');
    }
  });
});
