import { parseDraft, type DraftBlock, type DraftEntity } from '@alz/shared/rich-text/draft-content';
import { colourOfStyle } from '@alz/shared/rich-text/draft-content';
import {
  colourCss,
  element,
  IMAGE_NODE_TYPE,
  STYLE_BITS,
  type LexicalJsonNode,
  type LexicalJsonState,
} from './lexical-json';

const HEADINGS: Record<string, string> = {
  'header-one': 'h2',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
};
const LIST_TYPES: Record<string, 'bullet' | 'number'> = {
  'unordered-list-item': 'bullet',
  'ordered-list-item': 'number',
};

/**
 * Stored draft-style rich text (spec 2 §3) as a Lexical editor state. Throws on an unknown
 * entity type (spec 2 §5: only image and link entities exist); empty or non-draft input gives
 * one empty paragraph.
 */
export function draftToLexical(value: unknown): LexicalJsonState {
  const content = value === undefined || value === null || value === '' ? null : parseDraft(value);
  const children: LexicalJsonNode[] = [];
  let list: LexicalJsonNode | null = null;
  for (const block of content?.blocks ?? []) {
    const inline = inlineNodes(block, content!.entityMap);
    const listType = LIST_TYPES[block.type];
    if (listType) {
      if (!list || list.listType !== listType) {
        list = element('list', [], { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' });
        children.push(list);
      }
      list.children!.push(element('listitem', inline, { value: list.children!.length + 1 }));
      continue;
    }
    list = null;
    const heading = HEADINGS[block.type];
    if (heading) children.push(element('heading', inline, { tag: heading }));
    else if (block.type === 'blockquote') children.push(element('quote', inline));
    else children.push(element('paragraph', inline, { textFormat: 0, textStyle: '' }));
  }
  if (children.length === 0) children.push(element('paragraph', [], { textFormat: 0, textStyle: '' }));
  return { root: element('root', children) };
}

interface Run {
  text: string;
  format: number;
  colour: string | undefined;
  entity: string | null;
}

// Offsets count code points, as the renderer does.
function inlineNodes(block: DraftBlock, entities: Record<string, DraftEntity>): LexicalJsonNode[] {
  const chars = Array.from(block.text);
  const formats = chars.map(() => 0);
  const colours: (string | undefined)[] = chars.map(() => undefined);
  const entityAt: (string | null)[] = chars.map(() => null);
  for (const range of block.inlineStyleRanges) {
    const bit = STYLE_BITS[range.style] ?? 0;
    // A colour outside the palette (spec 2 §9) is left out: the text keeps the default colour.
    const colour = colourOfStyle(range.style);
    for (let i = range.offset; i < range.offset + range.length && i < chars.length; i += 1) {
      formats[i]! |= bit;
      if (colour) colours[i] = colour;
    }
  }
  for (const range of block.entityRanges) {
    for (let i = range.offset; i < range.offset + range.length && i < chars.length; i += 1)
      entityAt[i] = String(range.key);
  }
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const last = runs[runs.length - 1];
    if (last && last.format === formats[i] && last.colour === colours[i] && last.entity === entityAt[i])
      last.text += char;
    else runs.push({ text: char, format: formats[i]!, colour: colours[i], entity: entityAt[i] ?? null });
  });

  const nodes: LexicalJsonNode[] = [];
  let link: { key: string; node: LexicalJsonNode } | null = null;
  let image: string | null = null;
  for (const run of runs) {
    const entity = run.entity === null ? undefined : entities[run.entity];
    if (entity?.type === 'IMAGE') {
      // The renderer shows one image for the whole entity range, whatever its characters.
      if (image !== run.entity)
        nodes.push({ type: IMAGE_NODE_TYPE, version: 1, src: entity.data.src, alt: entity.data.alt });
      image = run.entity;
      link = null;
      continue;
    }
    image = null;
    if (entity?.type === 'LINK') {
      if (!link || link.key !== run.entity) {
        const { url, title, targetOption } = entity.data;
        const node: LexicalJsonNode = element('link', [], {
          url,
          title: title || null,
          target: targetOption === '_blank' ? '_blank' : null,
          rel: targetOption === '_blank' ? 'noopener noreferrer' : null,
        });
        nodes.push(node);
        link = { key: run.entity!, node };
      }
      link.node.children!.push(...textNodes(run));
      continue;
    }
    link = null;
    nodes.push(...textNodes(run));
  }
  return nodes;
}

// A line break inside a block is its own node in Lexical, a "\n" in the draft text.
function textNodes(run: Run): LexicalJsonNode[] {
  return run.text.split('\n').flatMap((text, index) => [
    ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
    ...(text
      ? [
          {
            type: 'text',
            version: 1,
            text,
            format: run.format,
            detail: 0,
            mode: 'normal',
            style: colourCss(run.colour),
          },
        ]
      : []),
  ]);
}
