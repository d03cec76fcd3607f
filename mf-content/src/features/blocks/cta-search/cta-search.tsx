import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '@alz/shared/wire/read';
import { SearchForm } from './search-form';
import styles from './cta-search.module.css';

export interface CtaSearchModel {
  title: string;
  html: string;
}

/** Wire: { field_title, field_text: { value } }; both may be empty, the search field always shows. */
export const toCtaSearch = (p: Record<string, unknown>): CtaSearchModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
});

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
      <SearchForm action="/zoeken" label={t('CtaSearch.Label')} button={t('CtaSearch.Button')} labelledBy={titleId} />
    </section>
  );
}

export const ctaSearchBlock = defineBlock({ bundle: 'cta_search', transform: toCtaSearch, Component: CtaSearch });
