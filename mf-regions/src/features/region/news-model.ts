import { toImage, type ImageModel } from '@alz/shared/media/image';
import { toDate } from '@alz/shared/text/dates';
import { text } from '@alz/shared/wire/read';

export interface NewsCardModel {
  title: string;
  url: string;
  /** ISO string: the store keeps only serialisable values. */
  date: string | null;
  introduction: string;
  image: ImageModel | null;
}

type Wire = Record<string, unknown>;

/** A news page answer ({ Items, TotalItems }) -> cards; items without a path are left out. */
export function toNewsCards(wire: unknown): NewsCardModel[] {
  const items = wire && typeof wire === 'object' ? (wire as Wire).Items : null;
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is Wire => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      title: text(item.Title),
      url: item.Data && typeof item.Data === 'object' ? text((item.Data as Wire).Path) : '',
      date: toDate(item.PublicationDate)?.toISOString() ?? null,
      introduction: text(item.Introduction),
      image: toImage(item.HeaderImage),
    }))
    .filter((card) => card.url.startsWith('/'));
}

export const MAX_REGIONAL_NEWS = 3;
export const MAX_NEWS = 6;

// Newest first; an item without a date goes after the dated ones, in the order it came.
const byDateNewestFirst = (a: NewsCardModel, b: NewsCardModel) =>
  (b.date ? Date.parse(b.date) : -Infinity) - (a.date ? Date.parse(a.date) : -Infinity) || 0;

/**
 * Spec 1 §9 home news: up to 3 regional items, filled with general ones up to 6 in total, and
 * shown newest first across both (spec 1 §9's latest news sorts by publication date), so the
 * dates never jump back and forth.
 */
export function fillNews(regional: NewsCardModel[], general: NewsCardModel[]): NewsCardModel[] {
  const chosen = regional.slice(0, MAX_REGIONAL_NEWS);
  const seen = new Set(chosen.map((card) => card.url));
  for (const card of general) {
    if (chosen.length >= MAX_NEWS) break;
    if (seen.has(card.url)) continue;
    seen.add(card.url);
    chosen.push(card);
  }
  return [...chosen].sort(byDateNewestFirst);
}
