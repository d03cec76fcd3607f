import type { DrupalNode } from './drupal';
import { isRecord, richText, trimmedText } from './read';

// Fields that nodes of every remote carry, read here once so that page components never read
// wire field names themselves.

/** The intro text (rich-text HTML) above a page, or ''. */
export const nodeIntro = (node: DrupalNode): string => richText(node.field_introduction_wysiwyg);

export interface NodeMeta {
  /** The document title: the editor's meta title, else the node's title. */
  title: string;
  description: string | undefined;
  /** The editor asked search engines not to index the page (metatag robots "noindex"). */
  noIndex: boolean;
}

/** What the document head shows for a node. */
export function nodeMeta(node: DrupalNode): NodeMeta {
  const meta: unknown = node.field_meta_tags;
  const title = isRecord(meta) ? trimmedText(meta.title) : '';
  const description = isRecord(meta) ? trimmedText(meta.description) : '';
  const robots = isRecord(meta) ? trimmedText(meta.robots).toLowerCase() : '';
  return {
    title: title || trimmedText(node.title),
    description: description || undefined,
    noIndex: robots.split(',').some((directive) => directive.trim() === 'noindex'),
  };
}

/** The id of the region a regional node belongs to (`field_regio: { id }`), if any. */
export function nodeRegionId(node: DrupalNode): number | undefined {
  const region: unknown = node.field_regio;
  const id = isRecord(region) ? Number(region.id) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A Drupal boolean arrives as true, or as 1 / "1" from some views; anything else is off. */
const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * The editor's choices about the page's surroundings (spec 1 §2.11), and whether the page is a
 * region with its own newsletter form (spec 1 §2.5, §3 the newsletter checkbox): then the
 * footer offers no second sign-up.
 */
export const nodeChrome = (
  node: DrupalNode,
): { hideFooter: boolean; hidePrefooter: boolean; ownNewsletter: boolean } => ({
  hideFooter: node.field_hide_footer === true,
  hidePrefooter: node.field_disable_prefooter === true,
  ownNewsletter: node.type === 'regio' && isOn(node.field_newsletter),
});

export interface NodeRegion {
  id: number;
  title: string;
  /** The region page's site path, e.g. `/regios/utrecht`. */
  path: string;
}

/** The region a regional node belongs to, when it names one with a path on this site. */
export function nodeRegion(node: DrupalNode): NodeRegion | null {
  const region: unknown = node.field_regio;
  if (!isRecord(region)) return null;
  const path = trimmedText(region.path);
  if (!/^\/(?!\/)/.test(path)) return null;
  const id = Number(region.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 0, title: trimmedText(region.title), path };
}
