import { RichText } from '@alz/shared/ui/rich-text';
import type { TitledBlock } from './titled-blocks-model';
import styles from './location-page.module.css';

export function TitledBlocks({ blocks }: { blocks: TitledBlock[] }) {
  return blocks.map((block) => (
    <section key={block.anchor} id={block.anchor} aria-labelledby={`${block.anchor}-kop`} className={styles.section}>
      <h2 id={`${block.anchor}-kop`}>{block.title}</h2>
      <RichText html={block.html} />
    </section>
  ));
}
