import { isRecord, text } from '@alz/shared/wire/read';

export interface ThematicRelatedModel {
  title: string;
  /** What the api is asked for: the term id when known, else its label. */
  tag: string;
  label: string;
}

/** Wire: { field_title, field_thematic: { id, label } } (a plain label string is accepted too). */
export const toThematicRelated = (p: Record<string, unknown>): ThematicRelatedModel | null => {
  const term = p.field_thematic;
  const label = (isRecord(term) ? text(term.label) : text(term)).trim();
  const id = isRecord(term) && Number.isInteger(term.id) ? String(term.id) : '';
  if (!id && !label) return null;
  return { title: text(p.field_title), tag: id || label, label };
};
