import { isRecord, link, richText, text, type LinkModel } from '@alz/shared/wire/read';

export interface PillarModel {
  title: string;
  html: string;
  link: LinkModel | null;
}

export interface PillarsModel {
  title: string;
  columns: 3 | 4;
  pillars: PillarModel[];
}

function toPillar(value: unknown): PillarModel | null {
  if (!isRecord(value)) return null;
  const title = text(value.field_title).trim();
  return title ? { title, html: richText(value.field_text), link: link(value.field_link) } : null;
}

/**
 * Wire: { field_title, field_items: [{ field_title, field_text: { value }, field_link }] }.
 * Pillars stand side by side: four make four columns, fewer make three; more than four are cut.
 */
export const toPillars = (p: Record<string, unknown>): PillarsModel | null => {
  const pillars = (Array.isArray(p.field_items) ? p.field_items : [])
    .map(toPillar)
    .filter((pillar): pillar is PillarModel => pillar !== null)
    .slice(0, 4);
  if (pillars.length === 0) return null;
  return { title: text(p.field_title), columns: pillars.length === 4 ? 4 : 3, pillars };
};
