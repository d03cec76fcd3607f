import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toCtaSpotlight, type CtaSpotlightModel } from './cta-spotlight-model';
import styles from './cta-spotlight.module.css';

export function CtaSpotlight({ block }: { block: CtaSpotlightModel }) {
  return (
    <section className={styles.spotlight}>
      {block.image ? (
        <ResponsiveImage image={block.image} className={styles.image} alt="" sizes="(min-width: 1024px) 50vw, 100vw" />
      ) : null}
      <div className={styles.body}>
        {block.label ? <p className={styles.label}>{block.label}</p> : null}
        <h2 className={styles.title}>{block.title}</h2>
        <RichText html={block.html} />
        {block.link ? <SmartLink link={block.link} className={styles.button} /> : null}
      </div>
    </section>
  );
}

export const ctaSpotlightBlock = defineBlock({
  bundle: 'cta_spotlight',
  transform: toCtaSpotlight,
  Component: CtaSpotlight,
});
