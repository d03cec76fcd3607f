import {
  colourOfStyle,
  escapeHtml,
  parseDraft,
  type DraftBlock,
  type DraftContent,
  type DraftEntity,
} from './draft-content';

// The page already has its h1, so the editor's largest heading becomes a section heading.
const BLOCK_TAGS: Record<string, string> = {
  unstyled: 'p',
  paragraph: 'p',
  'header-one': 'h2',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
  atomic: 'figure',
  'unordered-list-item': 'li',
  'ordered-list-item': 'li',
};
const LISTS: Record<string, string> = { 'unordered-list-item': 'ul', 'ordered-list-item': 'ol' };
const STYLE_TAGS: Record<string, string> = {
  BOLD: 'strong',
  ITALIC: 'em',
  UNDERLINE: 'u',
  STRIKETHROUGH: 's',
  CODE: 'code',
};

// The opening and closing tag of an inline style; none for a style the site does not show, such
// as a colour outside the editor's palette (spec 2 §9).
function styleTags(style: string): [string, string] | undefined {
  const tag = STYLE_TAGS[style];
  if (tag) return [`<${tag}>`, `</${tag}>`];
  // A style attribute rather than a class: the sanitiser keeps it and the page CSP allows it, and
  // the text keeps its colour wherever the HTML is shown, without this module's stylesheet.
  const colour = colourOfStyle(style);
  return colour ? [`<span style="color: ${colour}">`, '</span>'] : undefined;
}

/**
 * Draft-style JSON rich text as HTML (spec 2 §3). Throws on an unknown entity type. The
 * result still goes through the sanitiser like any backend HTML.
 */
export function draftToHtml(value: unknown): string {
  const content =
    typeof value === 'object' && value && 'entityMap' in value ? (value as DraftContent) : parseDraft(value);
  if (!content) return '';
  let html = '';
  let openList = '';
  for (const block of content.blocks) {
    const list = LISTS[block.type] ?? '';
    if (list !== openList) {
      if (openList) html += `</${openList}>`;
      if (list) html += `<${list}>`;
      openList = list;
    }
    const tag = BLOCK_TAGS[block.type] ?? 'p';
    html += `<${tag}>${inline(block, content.entityMap)}</${tag}>`;
  }
  return openList ? `${html}</${openList}>` : html;
}

// Offsets count code points (the editor's raw format), so the text is split the same way.
function inline(block: DraftBlock, entities: Record<string, DraftEntity>): string {
  const chars = Array.from(block.text);
  const styleAt = chars.map(() => new Set<string>());
  const entityAt: (string | null)[] = chars.map(() => null);
  for (const range of block.inlineStyleRanges) {
    for (let i = range.offset; i < range.offset + range.length && i < chars.length; i += 1)
      styleAt[i]?.add(range.style);
  }
  for (const range of block.entityRanges) {
    for (let i = range.offset; i < range.offset + range.length && i < chars.length; i += 1)
      entityAt[i] = String(range.key);
  }
  const segments: { text: string; styles: string[]; entity: string | null }[] = [];
  chars.forEach((char, i) => {
    const styles = [...styleAt[i]!].filter((s) => styleTags(s)).sort();
    const last = segments[segments.length - 1];
    if (last && last.entity === entityAt[i] && last.styles.join() === styles.join()) last.text += char;
    else segments.push({ text: char, styles, entity: entityAt[i] ?? null });
  });
  return joinEntities(segments, entities);
}

function joinEntities(
  segments: { text: string; styles: string[]; entity: string | null }[],
  entities: Record<string, DraftEntity>,
): string {
  let html = '';
  let index = 0;
  while (index < segments.length) {
    const key = segments[index]!.entity;
    let inner = '';
    for (; index < segments.length && segments[index]!.entity === key; index += 1) {
      const segment = segments[index]!;
      inner += segment.styles.reduce(
        (text, style) => {
          const [open, close] = styleTags(style)!;
          return `${open}${text}${close}`;
        },
        escapeHtml(segment.text).replace(/\n/g, '<br>'),
      );
    }
    html += wrapEntity(inner, key === null ? undefined : entities[key]);
  }
  return html;
}

function wrapEntity(inner: string, entity: DraftEntity | undefined): string {
  if (!entity) return inner;
  if (entity.type === 'IMAGE') return `<img src="${escapeHtml(entity.data.src)}" alt="${escapeHtml(entity.data.alt)}">`;
  const { url, title, targetOption } = entity.data;
  const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
  const target = targetOption === '_blank' ? ' target="_blank"' : '';
  return `<a href="${escapeHtml(url)}"${titleAttr}${target}>${inner}</a>`;
}
