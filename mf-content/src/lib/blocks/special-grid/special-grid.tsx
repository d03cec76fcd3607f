import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { itemLevel } from '../grid-shared/block-heading';
import { Card } from '../grid-shared/card';
import { toSpecialGrid, type SpecialGridModel } from './special-grid-model';
import gridStyles from '../grid-shared/card-grid.module.css';
import styles from './special-grid.module.css';

/** A sand-coloured band: the introduction on one side, the cards in two columns beside it. */
export function SpecialGrid({ block }: { block: SpecialGridModel }) {
  const level = itemLevel(block.title);
  return (
    <section className={styles.band}>
      <div className={styles.intro}>
        {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
        <RichText html={block.html} />
        {block.link ? <SmartLink link={block.link} className={styles.more} /> : null}
      </div>
      <ul className={gridStyles.grid}>
        {block.cards.map((card, index) => (
          <li key={`${index}-${card.title}`}>
            <Card card={card} level={level} sizes="(min-width: 1024px) 380px, (min-width: 600px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const specialGridBlock = defineBlock({
  bundle: 'special_grid',
  transform: toSpecialGrid,
  Component: SpecialGrid,
});
