import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toBlocks, type BlockEntry } from '../blocks/block-model';

export interface PageModel {
  id: number;
  title: string;
  intro: string;
  metaTitle: string;
  blocks: BlockEntry[];
  hideFooter: boolean;
  hidePreFooter: boolean;
}

/** Wire node -> page view model (spec 1 §3, "Page model"); tolerates missing fields. */
export function toPageModel(node: DrupalNode): PageModel {
  return {
    id: node.nid,
    title: node.title ?? '',
    intro: node.field_introduction_wysiwyg?.value ?? '',
    metaTitle: node.field_meta_tags?.title ?? node.title ?? '',
    blocks: toBlocks(node.field_page_content),
    hideFooter: node.field_hide_footer === true,
    hidePreFooter: node.field_disable_prefooter === true,
  };
}
