import { blockDefinition, blockKinds } from './registry';
import { nestedBlocks } from './block-model';

describe('block registry', () => {
  it('registers each bundle once, and finds it by name', () => {
    const bundles = blockKinds.map((definition) => definition.bundle);
    expect(new Set(bundles).size).toBe(bundles.length);
    expect(bundles).toEqual(expect.arrayContaining(['text_with_title', 'media_block', 'two_column_text', 'quote']));
    for (const definition of blockKinds) expect(blockDefinition(definition.bundle)).toBe(definition);
    expect(blockDefinition('bestaat_niet')).toBeUndefined();
  });

  it('never throws on empty or malformed wire data, for any kind', () => {
    const malformed = [{}, { field_title: 5, field_text: [], field_image: 'x', field_media_items: {}, field_link: 7 }];
    for (const definition of blockKinds) {
      for (const paragraph of malformed) {
        expect(() => definition.transform(paragraph, nestedBlocks)).not.toThrow();
      }
    }
  });
});
