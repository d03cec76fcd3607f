import { isRecord, text } from '@alz/shared/wire/read';

export interface ActivityBlockModel {
  title: string;
  activityType: string;
}

/**
 * Wire: { field_title, field_activity_type: { id, label } | string }. Activities are the
 * regions' domain, so mf-regions renders the list (ARCHITECTURE.md, "Composition of blocks").
 */
export const toActivityBlock = (p: Record<string, unknown>): ActivityBlockModel | null => {
  const type = p.field_activity_type;
  const activityType = (isRecord(type) ? text(type.label) : text(type)).trim();
  if (!activityType) return null;
  return { title: text(p.field_title), activityType };
};
