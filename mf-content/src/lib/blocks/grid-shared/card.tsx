import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { Heading, type HeadingLevel } from './block-heading';
import type { CardModel } from './card-model';
import styles from './card.module.css';

interface Props {
  card: CardModel;
  level: HeadingLevel;
  /** Only needed when the card has an image. */
  sizes?: string;
  className?: string;
  /** A larger card whose picture grows with the space it gets. */
  featured?: boolean;
}

/**
 * The whole card is clickable through the title link stretched over it, so the card has one
 * link whose accessible name is the title and no nested interactive elements.
 */
export function Card({ card, level, sizes, className, featured = false }: Props) {
  return (
    <article
      className={`${styles.card} ${card.link ? styles.linked : ''} ${featured ? styles.featured : ''} ${className ?? ''}`}
    >
      <div className={styles.body}>
        {card.label ? <p className={styles.label}>{card.label}</p> : null}
        <Heading level={level} className={styles.title}>
          {card.link ? (
            <SmartLink link={card.link} className={styles.link}>
              {card.title}
            </SmartLink>
          ) : (
            card.title
          )}
        </Heading>
        {card.intro ? <p className={styles.intro}>{card.intro}</p> : null}
      </div>
      {card.image ? (
        <div className={styles.media}>
          <ResponsiveImage image={card.image} sizes={sizes} className={styles.image} />
        </div>
      ) : null}
    </article>
  );
}
