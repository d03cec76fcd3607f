import { toImage, type ImageModel } from '@alz/shared/media/image';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toBlocks, type BlockEntry } from '../../lib/blocks/block-model';
import { isRecord, richText, safeHref, text } from '@alz/shared/wire/read';

export interface NewsArticleModel {
  title: string;
  intro: string;
  /** ISO timestamp of publication, or null when the node has none. */
  publicationDate: string | null;
  image: ImageModel | null;
  category: string;
  region: { title: string; url: string } | null;
  blocks: BlockEntry[];
}

function region(value: unknown): NewsArticleModel['region'] {
  if (!isRecord(value)) return null;
  const title = text(value.title).trim();
  const url = safeHref(value.path ?? value.url);
  return title && url ? { title, url } : null;
}

/** A `news` node -> the article view model (spec 1 §3 "News"); tolerates missing fields. */
export function toNewsArticle(node: DrupalNode): NewsArticleModel {
  const fields = node as unknown as Record<string, unknown>;
  return {
    title: text(node.title),
    intro: richText(node.field_introduction_wysiwyg),
    publicationDate: text(node.field_publication_date) || null,
    image: toImage(fields.field_header_image),
    category: isRecord(fields.field_news_category) ? text(fields.field_news_category.label) : '',
    region: region(fields.field_regio),
    blocks: toBlocks(node.field_page_content),
  };
}
