import { isRecord, text } from '@alz/shared/wire/read';
import { toIconName, type CategoryIconName } from '../grid-shared/category-icon';

export interface FeatureModel {
  icon: CategoryIconName | null;
  title: string;
  text: string;
}

export interface FeaturesModel {
  title: string;
  items: FeatureModel[];
}

function toFeature(value: unknown): FeatureModel | null {
  if (!isRecord(value)) return null;
  const title = text(value.field_title).trim();
  return title ? { icon: toIconName(value.field_icon), title, text: text(value.field_text) } : null;
}

/** Wire: { field_title, field_items: [{ field_icon (category icon name), field_title, field_text }] }. */
export const toFeatures = (p: Record<string, unknown>): FeaturesModel | null => {
  const items = (Array.isArray(p.field_items) ? p.field_items : [])
    .map(toFeature)
    .filter((item): item is FeatureModel => item !== null);
  return items.length > 0 ? { title: text(p.field_title), items } : null;
};
