import { Card } from './card';
import { cardSizes, type CardModel } from './card-model';
import { itemLevel } from './block-heading';
import styles from './card-grid.module.css';

interface Props {
  title: string;
  cards: CardModel[];
  columns: 3 | 4;
  /** The first card spans two columns on wide screens (home image grid). */
  featureFirst?: boolean;
}

const columnClass = { 3: styles.cols3, 4: styles.cols4 };

export function CardGrid({ title, cards, columns, featureFirst = false }: Props) {
  const level = itemLevel(title);
  return (
    <section className={styles.section}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={`${styles.grid} ${columnClass[columns]} ${featureFirst ? styles.featureFirst : ''}`}>
        {cards.map((card, index) => (
          <li key={`${index}-${card.title}`}>
            {featureFirst && index === 0 ? (
              // The featured card spans two of three desktop columns.
              <Card card={card} level={level} sizes={cardSizes(1.5)} featured />
            ) : (
              <Card card={card} level={level} sizes={cardSizes(columns)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
