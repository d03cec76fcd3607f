// Tolerant readers for paragraph fields: a missing or malformed field gives an empty value,
// never an exception (conventions habit 3).
import { safeImageUrl, toImage, type ImageModel } from '@alz/shared/media/image';
import type { DrupalParagraph } from '@alz/shared/wire/drupal';

export interface LinkModel {
  title: string;
  url: string;
  external: boolean;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The HTML of a `{ value }` text field (or a plain string); sanitising happens in RichText. */
export const richText = (value: unknown): string => (isRecord(value) ? text(value.value) : text(value));

export const bool = (value: unknown): boolean => value === true;

export const int = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

export const image = (value: unknown): ImageModel | null => toImage(value);

/**
 * Links may only go to site paths, http(s), mailto or tel addresses; anything else (e.g.
 * `javascript:`) is dropped, so a bad editor entry cannot run script in a visitor's browser.
 */
export function safeHref(value: unknown): string | null {
  const url = text(value).trim();
  if (url === '') return null;
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return url;
  if (/^[\w-]+(\/|$)/.test(url) && !/^[a-z][\w+.-]*:/i.test(url)) return `/${url}`;
  return safeImageUrl(url);
}

export function link(value: unknown): LinkModel | null {
  if (!isRecord(value)) return null;
  const url = safeHref(value.uri ?? value.url);
  const title = text(value.title);
  if (!url || title === '') return null;
  return { title, url, external: value.external === true || /^https?:\/\//i.test(url) };
}

export const links = (value: unknown): LinkModel[] =>
  (Array.isArray(value) ? value : []).map(link).filter((l): l is LinkModel => l !== null);

/** Nested paragraphs (e.g. the blocks inside an expandable). */
export const paragraphs = (value: unknown): DrupalParagraph[] =>
  (Array.isArray(value) ? value : []).filter((p): p is DrupalParagraph => isRecord(p) && typeof p.type === 'string');
