import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { isRecord, link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { Heading, itemLevel } from '../grid-shared/block-heading';
import gridStyles from '../grid-shared/card-grid.module.css';
import styles from './pillars.module.css';

export interface PillarModel {
  title: string;
  html: string;
  link: LinkModel | null;
}

export interface PillarsModel {
  title: string;
  columns: 3 | 4;
  pillars: PillarModel[];
}

function toPillar(value: unknown): PillarModel | null {
  if (!isRecord(value)) return null;
  const title = text(value.field_title).trim();
  return title ? { title, html: richText(value.field_text), link: link(value.field_link) } : null;
}

/**
 * Wire: { field_title, field_items: [{ field_title, field_text: { value }, field_link }] }.
 * Pillars stand side by side: four make four columns, fewer make three; more than four are cut.
 */
export const toPillars = (p: Record<string, unknown>): PillarsModel | null => {
  const pillars = (Array.isArray(p.field_items) ? p.field_items : [])
    .map(toPillar)
    .filter((pillar): pillar is PillarModel => pillar !== null)
    .slice(0, 4);
  if (pillars.length === 0) return null;
  return { title: text(p.field_title), columns: pillars.length === 4 ? 4 : 3, pillars };
};

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
