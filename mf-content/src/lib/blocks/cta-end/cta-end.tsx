import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toCtaEnd, type CtaEndModel } from './cta-end-model';
import styles from './cta-end.module.css';

export function CtaEnd({ block }: { block: CtaEndModel }) {
  return (
    <section className={styles.end}>
      <h2 className={styles.title}>{block.title}</h2>
      <RichText html={block.html} className={styles.text} />
      <SmartLink link={block.link} className={styles.button} />
    </section>
  );
}

export const ctaEndBlock = defineBlock({ bundle: 'cta_end', transform: toCtaEnd, Component: CtaEnd });
