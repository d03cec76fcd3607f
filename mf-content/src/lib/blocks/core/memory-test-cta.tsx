import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toMemoryTestCta, type MemoryTestCtaModel } from './memory-test-cta-model';
import styles from '../blocks.module.css';

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
