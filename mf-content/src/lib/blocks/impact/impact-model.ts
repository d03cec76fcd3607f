import { isRecord, link, text, type LinkModel } from '@alz/shared/wire/read';

export interface FigureModel {
  number: string;
  label: string;
}

export interface ImpactModel {
  title: string;
  figures: FigureModel[];
  link: LinkModel | null;
}

function toFigure(value: unknown): FigureModel | null {
  if (!isRecord(value)) return null;
  const number = typeof value.field_number === 'number' ? String(value.field_number) : text(value.field_number).trim();
  const label = text(value.field_label).trim();
  return number && label ? { number, label } : null;
}

/**
 * Wire: { field_title, field_items: [{ field_number (text such as "12.000", or a number),
 * field_label }], field_link: { title, uri } }. A figure needs both its number and its label.
 */
export const toImpact = (p: Record<string, unknown>): ImpactModel | null => {
  const figures = (Array.isArray(p.field_items) ? p.field_items : [])
    .map(toFigure)
    .filter((figure): figure is FigureModel => figure !== null);
  return figures.length > 0 ? { title: text(p.field_title), figures, link: link(p.field_link) } : null;
};
