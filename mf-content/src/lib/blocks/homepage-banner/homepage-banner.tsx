import { useTranslation } from 'react-i18next';
import { defineBlock } from '../block-definition';
import { itemLevel } from '../grid-shared/block-heading';
import { Card } from '../grid-shared/card';
import { cardSizes, type CardModel } from '../grid-shared/card-model';
import { toHomepageBanner, type HomepageBannerModel } from './homepage-banner-model';
import gridStyles from '../grid-shared/card-grid.module.css';
import styles from './homepage-banner.module.css';

export function HomepageBanner({ block }: { block: HomepageBannerModel }) {
  const { t } = useTranslation('Blocks');
  const level = itemLevel(block.title);
  const memoryTest: CardModel = {
    title: t('Grids.MemoryTestBanner.Title'),
    intro: t('Grids.MemoryTestBanner.Text'),
    label: t('Grids.MemoryTestBanner.Label'),
    image: null,
    link: { title: t('Grids.MemoryTestBanner.Title'), url: '/geheugentest/zelf', external: false },
  };
  return (
    <section className={gridStyles.section}>
      {block.title ? <h2 className={gridStyles.heading}>{block.title}</h2> : null}
      <ul className={`${gridStyles.grid} ${gridStyles.cols4}`}>
        {block.banners.map((banner, index) => (
          <li key={`${index}-${banner.title}`}>
            <Card card={banner} level={level} sizes={cardSizes(4)} />
          </li>
        ))}
        <li>
          {/* The fixed memory-test item (spec 2 §2): a card like the others, to the test. */}
          <Card card={memoryTest} level={level} className={styles.memoryTest} />
        </li>
      </ul>
    </section>
  );
}

export const homepageBannerBlock = defineBlock({
  bundle: 'homepage_banner',
  transform: toHomepageBanner,
  Component: HomepageBanner,
});
