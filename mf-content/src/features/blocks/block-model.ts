import type { DrupalParagraph } from '@alz/shared/wire/drupal';

export interface LinkModel {
  title: string;
  url: string;
  external: boolean;
}

export type Block =
  | { kind: 'textWithTitle'; id: number; title: string; html: string }
  | { kind: 'quote'; id: number; text: string; author: string }
  | { kind: 'linkList'; id: number; title: string; links: LinkModel[] }
  | { kind: 'expandable'; id: number; title: string; html: string }
  | { kind: 'memoryTestCta'; id: number; title: string; html: string }
  | { kind: 'video'; id: number; title: string; src: string }
  | { kind: 'unknown'; id: number; bundle: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const richText = (value: unknown): string =>
  value && typeof value === 'object' && 'value' in value ? text((value as { value: unknown }).value) : '';

function toLinks(value: unknown): LinkModel[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (link): link is { title?: unknown; uri?: unknown; external?: unknown } => !!link && typeof link === 'object',
    )
    .map((link) => ({ title: text(link.title), url: text(link.uri) || '/', external: link.external === true }))
    .filter((link) => link.title !== '');
}

/**
 * spec 2 §7: YouTube through its no-cookie domain, Vimeo with do-not-track. Ids are checked so
 * no other address can be smuggled into the frame.
 */
function videoSrc(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return '';
  if (kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}`;
  if (kind === 'vimeo') return `https://player.vimeo.com/video/${id}?dnt=1`;
  return '';
}

type Transformer = (p: DrupalParagraph) => Block;

// A registry, not a switch (conventions habit 4): one transformer per paragraph bundle.
const transformers: Record<string, Transformer> = {
  'paragraph--text_with_title': (p) => ({
    kind: 'textWithTitle',
    id: p.id,
    title: text(p.field_title),
    html: richText(p.field_text),
  }),
  'paragraph--quote': (p) => ({
    kind: 'quote',
    id: p.id,
    text: richText(p.field_text) || text(p.field_text),
    author: text(p.field_author),
  }),
  'paragraph--link_list': (p) => ({
    kind: 'linkList',
    id: p.id,
    title: text(p.field_title),
    links: toLinks(p.field_links),
  }),
  'paragraph--expandable': (p) => ({
    kind: 'expandable',
    id: p.id,
    title: text(p.field_title),
    html: richText(p.field_text),
  }),
  'paragraph--video': (p) => ({ kind: 'video', id: p.id, title: text(p.field_title), src: videoSrc(p.field_video) }),
  'paragraph--call_to_action_memory_test': (p) => ({
    kind: 'memoryTestCta',
    id: p.id,
    title: text(p.field_title),
    html: richText(p.field_text),
  }),
};

export function toBlocks(paragraphs: unknown): Block[] {
  if (!Array.isArray(paragraphs)) return [];
  return (paragraphs as Partial<DrupalParagraph>[])
    .filter((p): p is DrupalParagraph => !!p && typeof p === 'object' && typeof p.type === 'string')
    .map((p, index) => {
      const transform = Object.hasOwn(transformers, p.type) ? transformers[p.type] : undefined;
      const withId = { ...p, id: typeof p.id === 'number' ? p.id : index };
      return transform
        ? transform(withId)
        : { kind: 'unknown' as const, id: withId.id, bundle: p.type.replace(/^paragraph--/, '') };
    });
}
