import { text } from '@alz/shared/wire/read';
/** A vacancy card (spec 1 §3 "Vacancy card"). */
export interface VacancyCard {
  id: number;
  title: string;
  subTitle: string;
  url: string;
  theme: string;
  availability: string;
  duration: string;
  location: string;
}

export interface VacancyPage {
  total: number;
  items: VacancyCard[];
}

export const EMPTY_PAGE: VacancyPage = { total: 0, items: [] };

function toCard(value: unknown): VacancyCard | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const id = Number(item.Id);
  const title = text(item.Title);
  const url = text(item.Url);
  if (!Number.isInteger(id) || !title || !url.startsWith('/')) return null;
  return {
    id,
    title,
    url,
    subTitle: text(item.SubTitle),
    theme: text(item.Theme),
    availability: text(item.Availability),
    duration: text(item.Duration),
    location: text(item.Location),
  };
}

/** `{ Total, Items }` (search) or `{ Total, Vacancies }` (closest, per region) -> a page of cards. */
export function toVacancyPage(wire: unknown): VacancyPage {
  if (!wire || typeof wire !== 'object') return EMPTY_PAGE;
  const answer = wire as { Total?: unknown; Items?: unknown; Vacancies?: unknown };
  const list = Array.isArray(answer.Items) ? answer.Items : Array.isArray(answer.Vacancies) ? answer.Vacancies : [];
  const items = list.map(toCard).filter((card): card is VacancyCard => card !== null);
  const total = Number(answer.Total);
  return { total: Number.isInteger(total) && total >= items.length ? total : items.length, items };
}

/** A taxonomy term as a filter option. */
export interface FilterOption {
  id: number;
  label: string;
}

export function toFilterOptions(wire: unknown): FilterOption[] {
  if (!Array.isArray(wire)) return [];
  return wire.flatMap((term: unknown) => {
    const { tid, name } = (term ?? {}) as { tid?: unknown; name?: unknown };
    return typeof tid === 'number' && typeof name === 'string' && name ? [{ id: tid, label: name }] : [];
  });
}
