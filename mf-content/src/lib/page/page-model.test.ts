import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toPageModel } from './page-model';

const base: DrupalNode = {
  nid: 12,
  type: 'content_page',
  title: 'Over dementie',
  status: true,
  path: { alias: '/dementie' },
};
const picture = { url: '/blobstorage/content/park-2100x1181.svg', alt: 'Twee mensen in het park', crops: [] };

describe('toPageModel', () => {
  it('maps every common page field of spec 1 §3', () => {
    const page = toPageModel({
      ...base,
      changed: '2026-10-01T09:00:00.000Z',
      field_introduction_wysiwyg: { value: '<p>Intro</p>' },
      field_meta_tags: { title: 'Dementie | Samen sterk' },
      field_page_content: [{ id: 1, type: 'paragraph--quote', field_text: 'Hoi', field_author: 'Piet' }],
      field_header_image_video: { kind: 'image', image: picture },
      field_overlay_text: 'Samen staan we sterker',
      field_overlay_color: 'sand',
      field_primary_button: { title: 'Doe mee', uri: '/help-mee' },
      field_secondary_link: { title: 'Lees meer', uri: 'https://example.org/meer' },
      field_color: 'sand',
      field_publication_date: '2026-09-15',
      field_parent_page: { id: 3, label: 'Informatie', url: '/informatie' },
      field_page_category: [4, { id: 5 }, { tid: 6 }],
      field_big_title: true,
      field_header_type: 'search',
      field_sidebar_cta: {
        title: 'Hulp nodig?',
        text: { value: '<p>Bel ons</p>' },
        link: { title: 'Bellen', uri: 'tel:0800' },
      },
      field_hide_footer: true,
      field_disable_prefooter: true,
    });
    expect(page).toMatchObject({
      id: 12,
      title: 'Over dementie',
      intro: '<p>Intro</p>',
      metaTitle: 'Dementie | Samen sterk',
      media: { kind: 'image', image: expect.objectContaining({ alt: 'Twee mensen in het park' }) },
      imageOverlay: { text: 'Samen staan we sterker', color: 'sand' },
      primaryLink: { title: 'Doe mee', url: '/help-mee', external: false },
      secondaryLink: { title: 'Lees meer', url: 'https://example.org/meer', external: true },
      sandColor: true,
      blocks: [expect.objectContaining({ key: 'quote-1', bundle: 'quote' })],
      publicationDate: new Date('2026-09-15'),
      modifiedDate: new Date('2026-10-01T09:00:00.000Z'),
      parentPage: { id: 3, label: 'Informatie', url: '/informatie' },
      pageCategoryIds: [4, 5, 6],
      bigTitle: true,
      customHeader: false,
      headerType: 'search',
      layout: 'sidebar',
      sidebarCta: {
        title: 'Hulp nodig?',
        html: '<p>Bel ons</p>',
        link: { title: 'Bellen', url: 'tel:0800', external: false },
      },
      hideFooter: true,
      hidePreFooter: true,
    });
  });

  it('reads a header video by kind and id', () => {
    expect(
      toPageModel({ ...base, field_header_image_video: { kind: 'video', video: { kind: 'vimeo', id: '123' } } }).media,
    ).toEqual({
      kind: 'video',
      video: { kind: 'vimeo', id: '123' },
    });
  });

  it('tolerates missing fields with empty values', () => {
    expect(toPageModel(base)).toEqual({
      id: 12,
      title: 'Over dementie',
      intro: '',
      metaTitle: 'Over dementie',
      media: null,
      imageOverlay: null,
      primaryLink: null,
      secondaryLink: null,
      sandColor: false,
      blocks: [],
      headerBlocks: [],
      publicationDate: null,
      modifiedDate: null,
      parentPage: null,
      pageCategoryIds: [],
      bigTitle: false,
      customHeader: false,
      headerType: 'default',
      layout: 'container',
      sidebarCta: null,
      hideFooter: false,
      hidePreFooter: false,
    });
  });

  it('drops malformed fields instead of failing', () => {
    // The wire type is what the backend promises; this node breaks every promise.
    const page = toPageModel({
      ...base,
      title: 42,
      field_introduction_wysiwyg: 'ook goed',
      field_meta_tags: 'kapot',
      field_header_image_video: { kind: 'video', video: { kind: 'youtube', id: '"><script>' } },
      field_overlay_text: '  ',
      field_primary_button: { title: 'Klik', uri: 'javascript:alert(1)' },
      field_secondary_link: 'geen link',
      field_color: 'SAND',
      field_publication_date: 'gisteren',
      field_parent_page: { id: 'drie', label: 'Informatie', url: 'javascript:void(0)' },
      field_page_category: 'alles',
      field_big_title: 'ja',
      field_custom_header: true,
      field_header_blocks: 'geen blokken',
      field_header_type: 'carousel',
      field_sidebar_cta: [],
      field_page_content: { not: 'a list' },
    } as unknown as DrupalNode);
    expect(page).toMatchObject({
      title: '',
      intro: 'ook goed',
      metaTitle: '',
      media: null,
      imageOverlay: null,
      primaryLink: null,
      secondaryLink: null,
      sandColor: false,
      publicationDate: null,
      parentPage: null,
      pageCategoryIds: [],
      bigTitle: false,
      // A custom header without header blocks would leave the page without a title.
      customHeader: false,
      headerType: 'default',
      layout: 'container',
      sidebarCta: null,
      blocks: [],
    });
  });

  it('falls back to the purple overlay for an unknown colour, and accepts a bare image', () => {
    const page = toPageModel({
      ...base,
      field_overlay_text: 'Welkom',
      field_overlay_color: 'red',
      field_header_image_video: picture,
    });
    expect(page.imageOverlay).toEqual({ text: 'Welkom', color: 'purple' });
    expect(page.media).toMatchObject({ kind: 'image' });
  });

  it('uses the full-width layout when asked and no sidebar is given', () => {
    expect(toPageModel({ ...base, field_layout: 'full_width' }).layout).toBe('full-width');
  });
});
