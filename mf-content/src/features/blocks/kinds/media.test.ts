import { mediaBlocks } from './media';
import { nestedBlocks } from '../block-model';

describe('media block group', () => {
  it('registers each of its kinds once', () => {
    const bundles = mediaBlocks.map((definition) => definition.bundle);
    expect(bundles).toEqual([
      'media_block',
      'iframe',
      'newsletter_form',
      'collection_form',
      'donation_widget',
      'html',
      'text_with_image',
      'text_with_image_new',
      'two_column_text',
    ]);
  });

  it('never throws on empty or malformed wire data', () => {
    for (const definition of mediaBlocks) {
      for (const paragraph of [{}, { field_title: 5, field_text: [], field_image: 'x', field_media_items: {} }]) {
        expect(() => definition.transform(paragraph, nestedBlocks)).not.toThrow();
      }
    }
  });
});
