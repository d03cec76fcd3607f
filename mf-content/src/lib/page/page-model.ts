import { toDate } from '@alz/shared/text/dates';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toBlocks, type BlockEntry } from '../blocks/block-model';
import { isRecord, link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import {
  categoryIds,
  headerMedia,
  imageOverlay,
  parentPage,
  sidebarCta,
  type HeaderMedia,
  type ImageOverlay,
  type ParentPage,
  type SidebarCta,
} from './page-wire';

/** How the page header looks, when the page kind does not decide it (spec 1 §2.3). */
export type HeaderType = 'default' | 'search' | 'versatile';
export type PageLayout = 'container' | 'full-width' | 'sidebar';

export interface PageModel {
  id: number;
  title: string;
  intro: string;
  metaTitle: string;
  media: HeaderMedia | null;
  imageOverlay: ImageOverlay | null;
  primaryLink: LinkModel | null;
  secondaryLink: LinkModel | null;
  sandColor: boolean;
  blocks: BlockEntry[];
  /** Blocks that replace the default header when `customHeader` is set. */
  headerBlocks: BlockEntry[];
  publicationDate: Date | null;
  modifiedDate: Date | null;
  parentPage: ParentPage | null;
  pageCategoryIds: number[];
  bigTitle: boolean;
  customHeader: boolean;
  headerType: HeaderType;
  layout: PageLayout;
  sidebarCta: SidebarCta | null;
  hideFooter: boolean;
  hidePreFooter: boolean;
}

const HEADER_TYPES: HeaderType[] = ['default', 'search', 'versatile'];

const read = (node: DrupalNode, field: `field_${string}`): unknown => node[field];

/** Wire node -> page view model (spec 1 §3, "Page model"); tolerates missing fields. */
export function toPageModel(node: DrupalNode): PageModel {
  const title = text(node.title);
  const cta = sidebarCta(read(node, 'field_sidebar_cta'));
  const headerBlocks = toBlocks(read(node, 'field_header_blocks'));
  const meta = read(node, 'field_meta_tags');
  return {
    id: typeof node.nid === 'number' ? node.nid : 0,
    title,
    intro: richText(read(node, 'field_introduction_wysiwyg')),
    metaTitle: (isRecord(meta) ? text(meta.title) : '') || title,
    media: headerMedia(read(node, 'field_header_image_video')),
    imageOverlay: imageOverlay(read(node, 'field_overlay_text'), read(node, 'field_overlay_color')),
    primaryLink: link(read(node, 'field_primary_button')),
    secondaryLink: link(read(node, 'field_secondary_link')),
    sandColor: read(node, 'field_color') === 'sand',
    blocks: toBlocks(read(node, 'field_page_content')),
    headerBlocks,
    publicationDate: toDate(read(node, 'field_publication_date')),
    modifiedDate: toDate(node.changed),
    parentPage: parentPage(read(node, 'field_parent_page')),
    pageCategoryIds: categoryIds(read(node, 'field_page_category')),
    bigTitle: read(node, 'field_big_title') === true,
    // Without header blocks there is nothing to replace the default header with.
    customHeader: read(node, 'field_custom_header') === true && headerBlocks.length > 0,
    headerType: HEADER_TYPES.find((type) => type === read(node, 'field_header_type')) ?? 'default',
    layout: cta ? 'sidebar' : read(node, 'field_layout') === 'full_width' ? 'full-width' : 'container',
    sidebarCta: cta,
    hideFooter: read(node, 'field_hide_footer') === true,
    hidePreFooter: read(node, 'field_disable_prefooter') === true,
  };
}
