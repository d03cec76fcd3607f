import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '@alz/shared/ui/remote-module';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toMemoryTestCta, type MemoryTestCtaModel } from './memory-test-cta-model';
import styles from '../blocks.module.css';

/** The memory-test call to action belongs to mf-memorytest (ARCHITECTURE.md, blocks). */
export function MemoryTestCta({ block }: { block: MemoryTestCtaModel }) {
  const { t } = useTranslation('Blocks');
  // Shown while mf-memorytest loads, and for good when it cannot: the way to the test stays.
  const plain = (
    <section className={`${styles.block} ${styles.cta}`}>
      {block.title ? <h2>{block.title}</h2> : null}
      <RichText html={block.html} />
      <Link className={styles.button} to="/geheugentest/zelf">
        {t('MemoryTestCta.Button')}
      </Link>
    </section>
  );
  return (
    <RemoteModule
      host="mf_content"
      id="mf_memorytest/MemoryTestCta"
      props={{ variant: 'block', title: block.title, html: block.html }}
      fallback={plain}
      loading={plain}
      // The plain call to action holds its words and link until the visitor scrolls near.
      whenNear
    />
  );
}

export const memoryTestCtaBlock = defineBlock({
  bundle: 'call_to_action_memory_test',
  transform: toMemoryTestCta,
  Component: MemoryTestCta,
});
