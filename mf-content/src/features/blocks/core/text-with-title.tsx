import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '@alz/shared/wire/read';
import styles from '../blocks.module.css';

export interface TextWithTitleModel {
  title: string;
  html: string;
}

export const toTextWithTitle = (p: Record<string, unknown>): TextWithTitleModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
});

export function TextWithTitle({ block }: { block: TextWithTitleModel }) {
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <RichText html={block.html} />
    </section>
  );
}

export const textWithTitleBlock = defineBlock({
  bundle: 'text_with_title',
  transform: toTextWithTitle,
  Component: TextWithTitle,
});
