import { defineBlock } from '../block-definition';
import { text } from '@alz/shared/wire/read';
import { itemLevel } from '../grid-shared/block-heading';
import { Card } from '../grid-shared/card';
import { toCards, type CardModel } from '../grid-shared/card-model';
import gridStyles from '../grid-shared/card-grid.module.css';
import styles from './home-link-grid.module.css';

export interface HomeLinkGridModel {
  title: string;
  cards: CardModel[];
}

/** Wire: { field_title, field_items: [{ field_title, field_intro, field_link }] }; images are not shown. */
export const toHomeLinkGrid = (p: Record<string, unknown>): HomeLinkGridModel | null => {
  const cards = toCards(p.field_items)
    .filter((card) => card.link)
    .map((card) => ({ ...card, image: null }));
  return cards.length > 0 ? { title: text(p.field_title), cards } : null;
};

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
