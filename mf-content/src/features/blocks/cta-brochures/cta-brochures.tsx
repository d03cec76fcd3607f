import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { links, richText, text, type LinkModel } from '@alz/shared/wire/read';
import styles from './cta-brochures.module.css';

export interface CtaBrochuresModel {
  title: string;
  html: string;
  brochures: LinkModel[];
}

/**
 * Wire: { field_title: string, field_text: { value }, field_brochures: [{ title, uri }] }.
 * Without a single usable brochure link the block has nothing to offer and is not shown.
 */
export const toCtaBrochures = (p: Record<string, unknown>): CtaBrochuresModel | null => {
  const brochures = links(p.field_brochures);
  if (brochures.length === 0) return null;
  return { title: text(p.field_title), html: richText(p.field_text), brochures };
};

export function CtaBrochures({ block }: { block: CtaBrochuresModel }) {
  return (
    <section className={styles.brochures}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <RichText html={block.html} />
      <ul className={styles.list}>
        {block.brochures.map((brochure) => (
          <li key={brochure.url}>
            <SmartLink link={brochure} className={styles.link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ctaBrochuresBlock = defineBlock({
  bundle: 'cta_brochures',
  transform: toCtaBrochures,
  Component: CtaBrochures,
});
