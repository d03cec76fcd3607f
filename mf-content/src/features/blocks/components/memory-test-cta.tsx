import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { Block } from '../block-model';
import styles from './blocks.module.css';

export function MemoryTestCta({ block }: { block: Extract<Block, { kind: 'memoryTestCta' }> }) {
  const { t } = useTranslation('Blocks');
  return (
    <section className={`${styles.block} ${styles.cta}`}>
      <h2>{block.title}</h2>
      <RichText html={block.html} />
      <Link className={styles.button} to="/geheugentest/zelf">
        {t('MemoryTestCta.Button')}
      </Link>
    </section>
  );
}
