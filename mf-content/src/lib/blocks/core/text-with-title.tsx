import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toTextWithTitle, type TextWithTitleModel } from './text-with-title-model';
import styles from '../blocks.module.css';

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
