import { isRecord, text } from '../wire/read';
// Spec 2 §3: rich text stored as a JSON string of raw editor blocks with an entity map. Only
// link entities (url, title, targetOption) and image entities (src) exist; anything else is
// content this site cannot show faithfully, so it throws (spec 2 §5) and the caller decides.

export interface DraftBlock {
  text: string;
  type: string;
  inlineStyleRanges: { offset: number; length: number; style: string }[];
  entityRanges: { offset: number; length: number; key: number | string }[];
}

export type DraftEntity =
  | { type: 'LINK'; data: { url: string; title: string; targetOption: string } }
  | { type: 'IMAGE'; data: { src: string; alt: string } };

export interface DraftContent {
  blocks: DraftBlock[];
  entityMap: Record<string, DraftEntity>;
}

const ranges = <T>(value: unknown): T[] => (Array.isArray(value) ? value.filter(isRecord) : []) as T[];

/** The stored content as blocks and entities, or null when it is not draft-style JSON at all. */
export function parseDraft(value: unknown): DraftContent | null {
  let raw: unknown = value;
  if (typeof value === 'string') {
    if (!value.trimStart().startsWith('{')) return null;
    try {
      raw = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(raw) || !Array.isArray(raw.blocks)) return null;
  const blocks = raw.blocks.filter(isRecord).map((block) => ({
    text: text(block.text),
    type: text(block.type) || 'unstyled',
    inlineStyleRanges: ranges<DraftBlock['inlineStyleRanges'][number]>(block.inlineStyleRanges),
    entityRanges: ranges<DraftBlock['entityRanges'][number]>(block.entityRanges),
  }));
  const entityMap = Object.fromEntries(
    Object.entries(isRecord(raw.entityMap) ? raw.entityMap : {}).map(([key, entity]) => [key, toEntity(entity)]),
  );
  return { blocks, entityMap };
}

function toEntity(entity: unknown): DraftEntity {
  const type = isRecord(entity) ? text(entity.type).toUpperCase() : '';
  const data = isRecord(entity) && isRecord(entity.data) ? entity.data : {};
  if (type === 'LINK') {
    return {
      type,
      data: { url: text(data.url ?? data.href), title: text(data.title), targetOption: text(data.targetOption) },
    };
  }
  if (type === 'IMAGE') return { type, data: { src: text(data.src), alt: text(data.alt) } };
  throw new Error(`Unknown entity type in rich text: ${isRecord(entity) ? text(entity.type) : typeof entity}`);
}

/** The words only, one line per block: what a visitor still gets when the content is unusable. */
export function draftPlainText(value: unknown): string {
  const raw = typeof value === 'string' ? safeJson(value) : value;
  if (!isRecord(raw) || !Array.isArray(raw.blocks)) return typeof value === 'string' ? value : '';
  return raw.blocks
    .filter(isRecord)
    .map((block) => text(block.text))
    .join('\n');
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Spec 2 §9: the editor's colour palette is the default text colour (black, saved as no style at
// all) and #0060fa. #0060fa on white has a contrast ratio of about 5.6:1, above the 4.5:1 that
// WCAG 1.4.3 asks of body text, so coloured words stay readable.
export const TEXT_BLUE = '#0060fa';

// A Map, so junk such as 'constructor' finds nothing; rgb() is how draft colour pickers write it.
const PALETTE = new Map([
  [TEXT_BLUE, TEXT_BLUE],
  ['rgb(0,96,250)', TEXT_BLUE],
]);

// A coloured range is saved as the draft inline style `color-<css colour>`: the draft-js
// convention for colour styles (draftjs-utils' toggleCustomInlineStyle, used by
// react-draft-wysiwyg, whose link entity shape with `targetOption` this format already has;
// draftjs-to-html renders it), so the saved JSON stays readable by the usual draft tools.
const STYLE_PREFIX = 'color-';

/** The palette colour of a CSS colour value, or undefined for the default and anything else. */
export function paletteColour(value: unknown): string | undefined {
  return typeof value === 'string' ? PALETTE.get(value.toLowerCase().replace(/\s+/g, '')) : undefined;
}

/** The palette colour a draft inline style stands for; undefined for other styles and colours. */
export function colourOfStyle(style: unknown): string | undefined {
  if (typeof style !== 'string' || !style.toLowerCase().startsWith(STYLE_PREFIX)) return undefined;
  return paletteColour(style.slice(STYLE_PREFIX.length));
}

/** The draft inline style a palette colour is saved under. */
export const styleOfColour = (colour: string): string => `${STYLE_PREFIX}${colour}`;
