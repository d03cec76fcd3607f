import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import type { ImageModel } from '@alz/shared/media/image';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';
import styles from './cta-spotlight.module.css';

export interface CtaSpotlightModel {
  label: string;
  title: string;
  html: string;
  image: ImageModel | null;
  link: LinkModel | null;
}

/** Wire: { field_label, field_title, field_text: { value }, field_image: DrupalImage, field_link: { title, uri } }. */
export const toCtaSpotlight = (p: Record<string, unknown>): CtaSpotlightModel | null => {
  const title = text(p.field_title);
  if (!title) return null;
  return {
    label: text(p.field_label),
    title,
    html: richText(p.field_text),
    image: toImage(p.field_image),
    link: link(p.field_link),
  };
};

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
