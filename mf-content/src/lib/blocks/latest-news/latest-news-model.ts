import { text } from '@alz/shared/wire/read';

export interface LatestNewsModel {
  title: string;
  categoryId: number | null;
}

/** Wire `latest_news` paragraph -> model; a category id must be a whole number from 1. */
export function toLatestNewsBlock(p: Record<string, unknown>): LatestNewsModel {
  const raw = typeof p.field_category_id === 'string' ? Number(p.field_category_id) : p.field_category_id;
  return {
    title: text(p.field_title).trim(),
    categoryId: typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 ? raw : null,
  };
}
