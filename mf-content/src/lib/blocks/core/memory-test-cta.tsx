import { useId } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toMemoryTestCta, type MemoryTestCtaModel } from './memory-test-cta-model';
import styles from './memory-test-cta.module.css';

/**
 * The memory-test call to action (spec 1 §2.4): the editor's words and the two ways into the test.
 * Rendered here, not by mf-memorytest: it is two links, and loading a second remote's entry for
 * them cost the home page 12 kB of its first load (docs/decisions/0007-what-loads-later.md).
 */
export function MemoryTestCta({ block }: { block: MemoryTestCtaModel }) {
  const { t } = useTranslation('Blocks');
  const titleId = useId();
  return (
    <section
      className={styles.block}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : t('MemoryTestCta.Label')}
    >
      {block.title ? <h2 id={titleId}>{block.title}</h2> : null}
      <RichText html={block.html} />
      <p className={styles.links}>
        <Link className={primaryButton} to="/geheugentest/zelf">
          {t('MemoryTestCta.Button')}
        </Link>
        <Link to="/geheugentest/ander">{t('MemoryTestCta.Others')}</Link>
      </p>
    </section>
  );
}

export const memoryTestCtaBlock = defineBlock({
  bundle: 'call_to_action_memory_test',
  transform: toMemoryTestCta,
  Component: MemoryTestCta,
});
