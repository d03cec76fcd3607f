import { defineBlock } from '../block-definition';
import { isRecord, text } from '@alz/shared/wire/read';
import { Heading, itemLevel } from '../grid-shared/block-heading';
import { CategoryIcon, toIconName, type CategoryIconName } from '../grid-shared/category-icon';
import styles from './feature-list.module.css';

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

export function Features({ block }: { block: FeaturesModel }) {
  const level = itemLevel(block.title);
  return (
    <section className={styles.features}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className={styles.grid}>
        {block.items.map((item, index) => (
          <li key={`${index}-${item.title}`} className={styles.item}>
            {item.icon ? <CategoryIcon name={item.icon} className={styles.icon} /> : null}
            <Heading level={level} className={styles.title}>
              {item.title}
            </Heading>
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const featuresBlock = defineBlock({ bundle: 'features', transform: toFeatures, Component: Features });
