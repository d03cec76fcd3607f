import { paletteColour, styleOfColour } from '@alz/shared/rich-text/draft-content';
import { getStyleObjectFromCSS } from 'lexical';
import { IMAGE_NODE_TYPE, STYLE_BITS, type LexicalJsonNode, type LexicalJsonState } from './lexical-json';

/** Draft-style raw content as stored (spec 2 §3) and read by shared/src/rich-text/draft.ts. */
export interface DraftRaw {
  blocks: DraftRawBlock[];
  entityMap: Record<string, DraftRawEntity>;
}

export interface DraftRawBlock {
  key: string;
  text: string;
  type: string;
  depth: number;
  inlineStyleRanges: { offset: number; length: number; style: string }[];
  entityRanges: { offset: number; length: number; key: number }[];
  data: Record<string, never>;
}

export type DraftRawEntity =
  | { type: 'LINK'; mutability: 'MUTABLE'; data: { url: string; title: string; targetOption: string } }
  | { type: 'IMAGE'; mutability: 'IMMUTABLE'; data: { src: string; alt: string } };

interface Char {
  char: string;
  format: number;
  colour?: string;
  entity: number | null;
}

const HEADING_TYPES: Record<string, string> = {
  h1: 'header-two',
  h2: 'header-two',
  h3: 'header-three',
  h4: 'header-four',
  h5: 'header-five',
  h6: 'header-six',
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A Lexical editor state (its `toJSON()`) as draft-style raw content. */
export function lexicalToDraft(state: LexicalJsonState): DraftRaw {
  const entityMap: Record<string, DraftRawEntity> = {};
  const blocks: DraftRawBlock[] = [];
  const addEntity = (entity: DraftRawEntity): number => {
    const key = Object.keys(entityMap).length;
    entityMap[key] = entity;
    return key;
  };
  const addBlock = (type: string, children: LexicalJsonNode[], depth = 0) => {
    const chars: Char[] = [];
    collect(children, chars, null, addEntity);
    const onlyImage =
      chars.length > 0 && chars.every((c) => c.entity !== null && entityMap[c.entity]?.type === 'IMAGE');
    blocks.push(toBlock(`b${blocks.length}`, onlyImage && type === 'unstyled' ? 'atomic' : type, depth, chars));
  };
  const addList = (list: LexicalJsonNode, depth: number) => {
    const type = list.listType === 'number' ? 'ordered-list-item' : 'unordered-list-item';
    for (const item of list.children ?? []) {
      const nested = (item.children ?? []).filter((child) => child.type === 'list');
      const inline = (item.children ?? []).filter((child) => child.type !== 'list');
      // Lexical keeps a nested list in an item of its own; that item has no text to save.
      if (inline.length > 0 || nested.length === 0) addBlock(type, inline, depth);
      nested.forEach((child) => addList(child, depth + 1));
    }
  };

  for (const node of state.root.children ?? []) {
    if (node.type === 'list') addList(node, 0);
    else if (node.type === 'heading') addBlock(HEADING_TYPES[str(node.tag)] ?? 'header-two', node.children ?? []);
    else if (node.type === 'quote') addBlock('blockquote', node.children ?? []);
    else if (node.type === IMAGE_NODE_TYPE) addBlock('unstyled', [node]);
    else addBlock('unstyled', node.children ?? []);
  }
  return { blocks, entityMap };
}

function collect(
  nodes: LexicalJsonNode[],
  chars: Char[],
  entity: number | null,
  addEntity: (entity: DraftRawEntity) => number,
): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      const format = typeof node.format === 'number' ? node.format : 0;
      // Only a palette colour is saved (spec 2 §9); a pasted one of another colour is not.
      const colour = paletteColour(getStyleObjectFromCSS(str(node.style)).color);
      for (const char of Array.from(str(node.text))) chars.push({ char, format, colour, entity });
    } else if (node.type === 'linebreak') {
      chars.push({ char: '\n', format: 0, entity });
    } else if (node.type === 'tab') {
      chars.push({ char: '\t', format: 0, entity });
    } else if (node.type === IMAGE_NODE_TYPE) {
      const key = addEntity({
        type: 'IMAGE',
        mutability: 'IMMUTABLE',
        data: { src: str(node.src), alt: str(node.alt) },
      });
      // One character carries the image entity, as in draft-js atomic blocks.
      chars.push({ char: ' ', format: 0, entity: key });
    } else if (node.type === 'link' || node.type === 'autolink') {
      const key = addEntity({
        type: 'LINK',
        mutability: 'MUTABLE',
        data: {
          url: str(node.url),
          title: str(node.title),
          targetOption: node.target === '_blank' ? '_blank' : '_self',
        },
      });
      collect(node.children ?? [], chars, key, addEntity);
    } else if (node.children) {
      collect(node.children, chars, entity, addEntity);
    }
  }
}

function toBlock(key: string, type: string, depth: number, chars: Char[]): DraftRawBlock {
  const inlineStyleRanges: DraftRawBlock['inlineStyleRanges'] = [];
  const addRanges = (style: string, has: (c: Char) => boolean) =>
    chars.forEach((c, i) => {
      if (!has(c)) return;
      const last = inlineStyleRanges.findLast((r) => r.style === style);
      if (last && last.offset + last.length === i) last.length += 1;
      else inlineStyleRanges.push({ offset: i, length: 1, style });
    });
  for (const [style, bit] of Object.entries(STYLE_BITS)) addRanges(style, (c) => (c.format & bit) !== 0);
  for (const colour of new Set(chars.map((c) => c.colour)))
    if (colour) addRanges(styleOfColour(colour), (c) => c.colour === colour);
  const entityRanges: DraftRawBlock['entityRanges'] = [];
  chars.forEach((c, i) => {
    if (c.entity === null) return;
    const last = entityRanges[entityRanges.length - 1];
    if (last && last.key === c.entity && last.offset + last.length === i) last.length += 1;
    else entityRanges.push({ offset: i, length: 1, key: c.entity });
  });
  return { key, text: chars.map((c) => c.char).join(''), type, depth, inlineStyleRanges, entityRanges, data: {} };
}
