import { defineBlock } from '../block-definition';
import { Heading, itemLevel } from '../grid-shared/block-heading';
import { CategoryIcon } from '../grid-shared/category-icon';
import { toFeatures, type FeaturesModel } from './feature-list-model';
import styles from './feature-list.module.css';

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
