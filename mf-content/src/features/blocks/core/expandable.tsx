import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '../wire';
import styles from '../blocks.module.css';

export interface ExpandableModel {
  title: string;
  html: string;
}

export const toExpandable = (p: Record<string, unknown>): ExpandableModel | null => {
  const title = text(p.field_title);
  return title ? { title, html: richText(p.field_text) } : null;
};

// A native <details>: keyboard and screen-reader support for free (conventions habit 5).
export function Expandable({ block }: { block: ExpandableModel }) {
  return (
    <details className={`${styles.block} ${styles.expandable}`}>
      <summary>{block.title}</summary>
      <RichText html={block.html} />
    </details>
  );
}

export const expandableBlock = defineBlock({ bundle: 'expandable', transform: toExpandable, Component: Expandable });
