// Tolerant readers of wire data (api answers, CMS fields): a missing or malformed field gives an
// empty value, never an exception (conventions habit 3). Every remote, the shell and the api's
// answer shaping read through these, so junk is treated the same everywhere.
import type { DrupalParagraph } from './drupal';

export type WireRecord = Record<string, unknown>;

export interface LinkModel {
  title: string;
  url: string;
  /** A full web address (http or https), which opens another website. */
  external: boolean;
}

/** A plain object: not null, not an array. */
export const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string as it is, or '' for anything else. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A string without surrounding white space, or '' for anything else. */
export const trimmedText = (value: unknown): string => text(value).trim();

/** The HTML of a `{ value }` text field (or a plain string); sanitising happens where it is shown. */
export const richText = (value: unknown): string => (isRecord(value) ? text(value.value) : text(value));

export const bool = (value: unknown): boolean => value === true;

/** A whole number, or the fallback. */
export const int = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** A finite number, or null. */
export const finiteNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** An array, or [] for anything else. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The plain objects of an array; other items are left out. */
export const records = (value: unknown): WireRecord[] => list(value).filter(isRecord);

/**
 * The one link-safety rule: a site path (`/…`, or a relative `node/12` read as `/node/12`), an
 * in-page `#anchor`, an http(s) address, or a `mailto:` or `tel:` address. Anything else (a
 * `javascript:` or `data:` link, a protocol-relative `//elsewhere`) is dropped, so a bad entry
 * cannot run script in a visitor's browser.
 */
export function safeHref(value: unknown): string | null {
  const url = trimmedText(value);
  if (url === '') return null;
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return url;
  if (/^[\w-]+(\/|$)/.test(url) && !/^[a-z][\w+.-]*:/i.test(url)) return `/${url}`;
  return null;
}

/**
 * A `{ uri | url, title }` link field. Without a title the link is dropped, unless
 * `titleFromUrl` lets the address stand in for it.
 */
export function link(value: unknown, { titleFromUrl = false }: { titleFromUrl?: boolean } = {}): LinkModel | null {
  if (!isRecord(value)) return null;
  const url = safeHref(value.uri ?? value.url);
  if (!url) return null;
  const title = text(value.title) || (titleFromUrl ? url : '');
  if (title === '') return null;
  return { title, url, external: value.external === true || /^https?:\/\//i.test(url) };
}

export const links = (value: unknown): LinkModel[] =>
  list(value)
    .map((item) => link(item))
    .filter((item): item is LinkModel => item !== null);

/** Nested paragraphs (e.g. the blocks inside an expandable). */
export const paragraphs = (value: unknown): DrupalParagraph[] =>
  list(value).filter((item): item is DrupalParagraph => isRecord(item) && typeof item.type === 'string');
