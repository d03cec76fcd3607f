import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toCtaExtensive, type CtaExtensiveModel } from './cta-extensive-model';
import styles from './cta-extensive.module.css';

export function CtaExtensive({ block }: { block: CtaExtensiveModel }) {
  return (
    <section className={`${styles.extensive} ${block.image ? styles.withImage : ''}`}>
      {block.image ? (
        <ResponsiveImage image={block.image} className={styles.image} sizes="(min-width: 1024px) 40vw, 100vw" />
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.title}>{block.title}</h2>
        <RichText html={block.html} />
        <p className={styles.actions}>
          {block.primary ? <SmartLink link={block.primary} className={styles.primary} /> : null}
          {block.secondary ? <SmartLink link={block.secondary} className={styles.secondary} /> : null}
        </p>
      </div>
    </section>
  );
}

export const ctaExtensiveBlock = defineBlock({
  bundle: 'cta_extensive',
  transform: toCtaExtensive,
  Component: CtaExtensive,
});
