import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toPageModel } from './page-model';

const base: DrupalNode = { nid: 12, type: 'page', title: 'Over dementie', status: true, path: { alias: '/dementie' } };

describe('toPageModel', () => {
  it('maps title, intro, meta title, blocks and footer flags', () => {
    expect(
      toPageModel({
        ...base,
        field_introduction_wysiwyg: { value: '<p>Intro</p>' },
        field_meta_tags: { title: 'Dementie | Alzheimer Nederland' },
        field_page_content: [{ id: 1, type: 'paragraph--quote', field_text: 'Hoi', field_author: 'Piet' }],
        field_hide_footer: true,
        field_disable_prefooter: true,
      }),
    ).toEqual({
      id: 12,
      title: 'Over dementie',
      intro: '<p>Intro</p>',
      metaTitle: 'Dementie | Alzheimer Nederland',
      blocks: [expect.objectContaining({ key: 'quote-1', model: { html: 'Hoi', author: 'Piet' } })],
      hideFooter: true,
      hidePreFooter: true,
    });
  });

  it('tolerates missing fields: empty intro, title as meta title, no blocks, footers shown', () => {
    expect(
      toPageModel({ ...base, field_introduction_wysiwyg: null, field_meta_tags: null, field_page_content: null }),
    ).toEqual({
      id: 12,
      title: 'Over dementie',
      intro: '',
      metaTitle: 'Over dementie',
      blocks: [],
      hideFooter: false,
      hidePreFooter: false,
    });
  });
});
