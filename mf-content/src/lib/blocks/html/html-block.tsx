import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toHtml, type HtmlModel } from './html-block-model';
import styles from './html-block.module.css';

/** Free HTML from the editors, always through the sanitiser (scripts and handlers removed). */
export function HtmlBlock({ block }: { block: HtmlModel }) {
  return <RichText html={block.html} className={styles.html} />;
}

export const htmlBlock = defineBlock({ bundle: 'html', transform: toHtml, Component: HtmlBlock });
