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
