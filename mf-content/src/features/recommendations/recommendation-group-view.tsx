import { useId } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import type { RecommendationGroup } from './recommendation-model';
import styles from './recommendations.module.css';

interface Props {
  group: RecommendationGroup;
  /** The address that opens an item: the current one with `?item=<slug>`. */
  hrefOf: (slug: string) => string;
  tileRef: (slug: string) => (element: HTMLAnchorElement | null) => void;
}

/** One group in the 4-column grid (spec 1 §9); a tile opens the bookcase by its address. */
export function RecommendationGroupView({ group, hrefOf, tileRef }: Props) {
  const { t } = useTranslation('Blocks');
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>{group.title || t('Recommendations.DefaultTitle')}</h2>
      {group.subtitle ? <p className={styles.subtitle}>{group.subtitle}</p> : null}
      <ul className={styles.grid}>
        {group.items.map((item) => (
          <li key={item.slug}>
            <Link ref={tileRef(item.slug)} to={hrefOf(item.slug)} preventScrollReset className={styles.tile}>
              {item.image ? (
                <ResponsiveImage image={item.image} alt="" sizes="(min-width: 1024px) 15rem, 50vw" />
              ) : null}
              {item.label ? <span className={styles.label}>{item.label}</span> : null}
              <span className={styles.tileTitle}>{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
