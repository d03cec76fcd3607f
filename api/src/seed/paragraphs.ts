import { escapeHtml } from '../lib/html-text';
import type { Paragraph } from '../types/wire';

/** A block before the node builder gives it its id. */
export type Block = Omit<Paragraph, 'id'>;

export function html(...paragraphs: string[]): { value: string; format: 'basic_html' } {
  return { value: paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join(''), format: 'basic_html' };
}

export function textBlock(title: string, ...paragraphs: string[]): Block {
  return { type: 'paragraph--text_with_title', field_title: title, field_text: html(...paragraphs) };
}

export function quoteBlock(text: string, author: string): Block {
  return { type: 'paragraph--quote', field_text: html(text), field_author: author };
}

/** Links as [title, uri]; a uri with a scheme is an external link. */
export function linkListBlock(title: string, links: [string, string][]): Block {
  return {
    type: 'paragraph--link_list',
    field_title: title,
    field_links: links.map(([linkTitle, uri]) => ({ title: linkTitle, uri, external: /^https?:/.test(uri) })),
  };
}

export function expandableBlock(title: string, ...paragraphs: string[]): Block {
  return { type: 'paragraph--expandable', field_title: title, field_text: html(...paragraphs) };
}

export function memoryTestBlock(title: string, text: string): Block {
  return { type: 'paragraph--call_to_action_memory_test', field_title: title, field_text: html(text) };
}

/** A video; the site shows it only after marketing-cookie consent (spec 1 §6). */
export function videoBlock(title: string, kind: 'youtube' | 'vimeo', id: string): Block {
  return { type: 'paragraph--video', field_title: title, field_video: { kind, id } };
}

/** A newsletter sign-up; without provider ids the site shows its own form. */
export function newsletterFormBlock(title: string): Block {
  return { type: 'paragraph--newsletter_form', field_title: title, field_alignment: 'left', field_width: 60 };
}
