import { stripHtml } from '../lib/html-text';
import type { DrupalNode, NodeRow } from '../types/wire';
import { daysBefore } from './dates';
import { html, type Block } from './paragraphs';

export interface NodeInput {
  nid: number;
  type: string;
  title: string;
  alias: string;
  intro: string[];
  blocks?: Block[];
  parent?: { nid: number; title: string; alias: string } | null;
  /** Age in days relative to the reference date; `edited` days later it was last changed. */
  age: number;
  edited?: number;
  publicationDate?: string | null;
  /** Unpublished nodes are only reachable through the preview (spec 1 §2.1). */
  status?: boolean;
  /** The current revision; older ones are seeded separately. */
  vid?: number;
  /**
   * The page asks to hide the pre-footer. The paths of spec 1 §2.3 need no flag: the site
   * hides it there by itself, so the seed leaves them unflagged to keep that rule visible.
   */
  hidePreFooter?: boolean;
  /** Not for search engines: the page's meta tags say so (spec 1 §3 field_meta_tags, robots). */
  noIndex?: boolean;
  /** Type-specific fields, e.g. field_address of a region. */
  fields?: Record<`field_${string}`, unknown>;
}

// Keys whose values are addresses, ids or layout settings, not words a visitor would search for.
const NOT_TEXT = new Set(['type', 'id', 'uri', 'url', 'src', 'kind', 'format', 'crops', 'width', 'height', 'external']);

/** Every visible text of a block, nested items included, as plain text for the search index. */
function textsOf(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string') {
    if (value.startsWith('paragraph--') || /^(https?:|mailto:|tel:|\/)/.test(value)) return [];
    return [key === 'value' ? stripHtml(value) : value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

export function buildNode(input: NodeInput): NodeRow {
  const blocks = input.blocks ?? [];
  const created = daysBefore(input.age);
  const changed = daysBefore(input.age - (input.edited ?? 0));
  const intro = html(...input.intro);
  const status = input.status ?? true;
  const data: DrupalNode = {
    nid: input.nid,
    type: input.type,
    title: input.title,
    status,
    langcode: 'nl',
    path: { alias: input.alias, langcode: 'nl' },
    created,
    changed,
    field_introduction_wysiwyg: intro,
    field_meta_tags: {
      title: input.title,
      description: input.intro[0] ?? input.title,
      ...(input.noIndex ? { robots: 'noindex, follow' } : {}),
    },
    field_header_image_video: null,
    field_disable_prefooter: input.hidePreFooter ?? false,
    field_hide_footer: false,
    field_parent_page: input.parent
      ? { id: input.parent.nid, label: input.parent.title, url: input.parent.alias }
      : null,
    field_publication_date: input.publicationDate ?? null,
    // Paragraph ids derive from the node id so they stay stable when other content changes.
    field_page_content: blocks.map((block, index) => ({ ...block, id: input.nid * 100 + index + 1 })),
    ...input.fields,
  };
  return {
    nid: input.nid,
    type: input.type,
    title: input.title,
    alias: input.alias,
    status,
    vid: input.vid ?? 1,
    langcode: 'nl',
    created,
    changed,
    body_text: [...input.intro, ...blocks.flatMap((block) => textsOf(block))].join('\n'),
    data,
  };
}
