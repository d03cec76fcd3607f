import type { DrupalMenuItem } from '@alz/shared/wire/drupal';

export interface MenuItem {
  id: string;
  title: string;
  description: string | null;
  url: string;
  external: boolean;
  weight: number;
  children: MenuItem[];
}

const byWeight = (a: MenuItem, b: MenuItem) => a.weight - b.weight;

/** Menus are sorted by weight at every level (spec 1 §9); missing fields are tolerated. */
export function toMenuItems(items: unknown): MenuItem[] {
  if (!Array.isArray(items)) return [];
  return (items as Partial<DrupalMenuItem>[])
    .filter((item) => typeof item?.title === 'string')
    .map((item, index) => ({
      id: item.key ?? `${item.title}-${index}`,
      title: item.title as string,
      description: item.description ?? null,
      url: item.external ? (item.absolute ?? item.uri ?? '#') : (item.relative ?? item.alias ?? '/'),
      external: Boolean(item.external),
      weight: typeof item.weight === 'number' ? item.weight : 0,
      children: toMenuItems(item.below),
    }))
    .sort(byWeight);
}
