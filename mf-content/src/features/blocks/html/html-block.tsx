import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText } from '@alz/shared/wire/read';
import styles from './html-block.module.css';

// Wire: { type: 'paragraph--html', field_html: { value: string } | string }

export interface HtmlModel {
  html: string;
}

export const toHtml = (p: Record<string, unknown>): HtmlModel | null => {
  const html = richText(p.field_html);
  return html.trim() ? { html } : null;
};

/** Free HTML from the editors, always through the sanitiser (scripts and handlers removed). */
export function HtmlBlock({ block }: { block: HtmlModel }) {
  return <RichText html={block.html} className={styles.html} />;
}

export const htmlBlock = defineBlock({ bundle: 'html', transform: toHtml, Component: HtmlBlock });
