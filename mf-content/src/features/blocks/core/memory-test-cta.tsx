import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '@alz/shared/wire/read';
import styles from '../blocks.module.css';

export interface MemoryTestCtaModel {
  title: string;
  html: string;
}

export const toMemoryTestCta = (p: Record<string, unknown>): MemoryTestCtaModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
});

export function MemoryTestCta({ block }: { block: MemoryTestCtaModel }) {
  const { t } = useTranslation('Blocks');
  return (
    <section className={`${styles.block} ${styles.cta}`}>
      {block.title ? <h2>{block.title}</h2> : null}
      <RichText html={block.html} />
      <Link className={styles.button} to="/geheugentest/zelf">
        {t('MemoryTestCta.Button')}
      </Link>
    </section>
  );
}

export const memoryTestCtaBlock = defineBlock({
  bundle: 'call_to_action_memory_test',
  transform: toMemoryTestCta,
  Component: MemoryTestCta,
});
