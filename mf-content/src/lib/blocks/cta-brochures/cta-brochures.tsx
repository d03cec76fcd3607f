import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toCtaBrochures, type CtaBrochuresModel } from './cta-brochures-model';
import styles from './cta-brochures.module.css';

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
