import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import type { ImageModel } from '@alz/shared/media/image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';
import styles from './cta-extensive.module.css';

export interface CtaExtensiveModel {
  title: string;
  html: string;
  image: ImageModel | null;
  primary: LinkModel | null;
  secondary: LinkModel | null;
}

/**
 * Wire: { field_title, field_text: { value }, field_image: DrupalImage,
 * field_primary_link: { title, uri }, field_secondary_link: { title, uri } }.
 * A call to action needs a title and at least one way to act on it.
 */
export const toCtaExtensive = (p: Record<string, unknown>): CtaExtensiveModel | null => {
  const title = text(p.field_title);
  const primary = link(p.field_primary_link);
  const secondary = link(p.field_secondary_link);
  if (!title || (!primary && !secondary)) return null;
  return { title, html: richText(p.field_text), image: toImage(p.field_image), primary, secondary };
};

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
