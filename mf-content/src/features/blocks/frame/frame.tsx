import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '@alz/shared/wire/read';
import styles from './frame.module.css';

export interface FrameModel {
  title: string;
  html: string;
}

/** Wire: { field_title, field_text: { value } }; an empty frame is not shown. */
export const toFrame = (p: Record<string, unknown>): FrameModel | null => {
  const title = text(p.field_title).trim();
  const html = richText(p.field_text);
  return title || html.trim() ? { title, html } : null;
};

/** A kader: text that should stand out, in a bordered box. */
export function Frame({ block }: { block: FrameModel }) {
  return (
    <section className={styles.frame}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <RichText html={block.html} />
    </section>
  );
}

export const frameBlock = defineBlock({ bundle: 'frame', transform: toFrame, Component: Frame });
