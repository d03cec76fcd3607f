import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import styles from './cta-end.module.css';

export interface CtaEndModel {
  title: string;
  html: string;
  link: LinkModel;
}

/** Wire: { field_title, field_text: { value }, field_link: { title, uri } }; the closing ask of a page needs its link. */
export const toCtaEnd = (p: Record<string, unknown>): CtaEndModel | null => {
  const target = link(p.field_link);
  const title = text(p.field_title);
  if (!target || !title) return null;
  return { title, html: richText(p.field_text), link: target };
};

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
