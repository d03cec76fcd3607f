import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';
import { toCtaSearch, type CtaSearchModel } from './cta-search-model';
import styles from './cta-search.module.css';

export function CtaSearch({ block }: { block: CtaSearchModel }) {
  const { t } = useTranslation('Blocks');
  const titleId = useId();
  const title = block.title || t('CtaSearch.DefaultTitle');
  return (
    <section className={styles.search}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <RichText html={block.html} />
      <LazySearchBar
        host="mf_content"
        variant="cta"
        label={t('CtaSearch.Label')}
        submit={t('CtaSearch.Button')}
        labelledBy={titleId}
      />
    </section>
  );
}

export const ctaSearchBlock = defineBlock({ bundle: 'cta_search', transform: toCtaSearch, Component: CtaSearch });
