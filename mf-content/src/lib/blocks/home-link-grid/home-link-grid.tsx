import { defineBlock } from '../block-definition';
import { itemLevel } from '../grid-shared/block-heading';
import { Card } from '../grid-shared/card';
import { toHomeLinkGrid, type HomeLinkGridModel } from './home-link-grid-model';
import gridStyles from '../grid-shared/card-grid.module.css';
import styles from './home-link-grid.module.css';

export function HomeLinkGrid({ block }: { block: HomeLinkGridModel }) {
  const level = itemLevel(block.title);
  return (
    <section className={gridStyles.section}>
      {block.title ? <h2 className={gridStyles.heading}>{block.title}</h2> : null}
      <ul className={`${gridStyles.grid} ${gridStyles.cols3}`}>
        {block.cards.map((card, index) => (
          <li key={`${index}-${card.title}`}>
            <Card card={card} level={level} className={styles.tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const homeLinkGridBlock = defineBlock({
  bundle: 'home_link_grid',
  transform: toHomeLinkGrid,
  Component: HomeLinkGrid,
});
