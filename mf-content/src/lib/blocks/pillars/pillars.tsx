import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { Heading, itemLevel } from '../grid-shared/block-heading';
import { toPillars, type PillarsModel } from './pillars-model';
import gridStyles from '../grid-shared/card-grid.module.css';
import styles from './pillars.module.css';

// Not a whole-card link: the rich text may hold links of its own.
export function Pillars({ block }: { block: PillarsModel }) {
  const level = itemLevel(block.title);
  return (
    <section className={styles.pillars}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className={`${gridStyles.grid} ${block.columns === 4 ? gridStyles.cols4 : gridStyles.cols3}`}>
        {block.pillars.map((pillar, index) => (
          <li key={`${index}-${pillar.title}`} className={styles.pillar}>
            <Heading level={level} className={styles.title}>
              {pillar.title}
            </Heading>
            <RichText html={pillar.html} />
            {pillar.link ? <SmartLink link={pillar.link} className={styles.link} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const pillarsBlock = defineBlock({ bundle: 'pillars', transform: toPillars, Component: Pillars });
