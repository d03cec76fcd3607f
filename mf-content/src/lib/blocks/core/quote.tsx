import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toQuote, type QuoteModel } from './quote-model';
import blockStyles from '../blocks.module.css';
import styles from './quote.module.css';

export function Quote({ block }: { block: QuoteModel }) {
  const classes = [
    block.nested ? styles.nested : blockStyles.block,
    blockStyles.quote,
    // A nested quote fits the block around it; a width of its own would only leave a gap.
    block.nested ? '' : styles[block.displayWidth],
    block.image ? styles.withImage : '',
    block.image && block.imagePosition === 'right' ? styles.right : '',
  ];
  return (
    <figure className={classes.filter(Boolean).join(' ')}>
      {/* The portrait only illustrates; the caption already names the speaker. */}
      {block.image ? <ResponsiveImage image={block.image} alt="" className={styles.image} sizes="8rem" /> : null}
      <blockquote>
        <RichText html={block.html} />
      </blockquote>
      {block.author ? <figcaption>{block.author}</figcaption> : null}
    </figure>
  );
}

export const quoteBlock = defineBlock({ bundle: 'quote', transform: toQuote, Component: Quote });
