import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '../wire';
import styles from '../blocks.module.css';

export interface QuoteModel {
  html: string;
  author: string;
}

export const toQuote = (p: Record<string, unknown>): QuoteModel | null => {
  const html = richText(p.field_text);
  return html ? { html, author: text(p.field_author) } : null;
};

export function Quote({ block }: { block: QuoteModel }) {
  return (
    <figure className={`${styles.block} ${styles.quote}`}>
      <blockquote>
        <RichText html={block.html} />
      </blockquote>
      {block.author ? <figcaption>{block.author}</figcaption> : null}
    </figure>
  );
}

export const quoteBlock = defineBlock({ bundle: 'quote', transform: toQuote, Component: Quote });
