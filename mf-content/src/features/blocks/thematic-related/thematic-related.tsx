import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isRecord, text } from '@alz/shared/wire/read';
import { defineBlock } from '../block-definition';
import { useGetThematicItemsQuery } from '../../thematic/api/get-thematic-items';
import { ThematicCard } from './thematic-card';
import styles from './thematic-related.module.css';

export interface ThematicRelatedModel {
  title: string;
  /** What the api is asked for: the term id when known, else its label. */
  tag: string;
  label: string;
}

const SHOWN = 6;

/** Wire: { field_title, field_thematic: { id, label } } (a plain label string is accepted too). */
export const toThematicRelated = (p: Record<string, unknown>): ThematicRelatedModel | null => {
  const term = p.field_thematic;
  const label = (isRecord(term) ? text(term.label) : text(term)).trim();
  const id = isRecord(term) && Number.isInteger(term.id) ? String(term.id) : '';
  if (!id && !label) return null;
  return { title: text(p.field_title), tag: id || label, label };
};

export function ThematicRelated({ block }: { block: ThematicRelatedModel }) {
  const { t } = useTranslation('Blocks');
  const { pathname } = useLocation();
  const { data, isError, isLoading } = useGetThematicItemsQuery({ tag: block.tag });
  // The page a visitor is reading is no suggestion for further reading.
  const items = (data ?? []).filter((item) => item.path !== pathname).slice(0, SHOWN);
  const title =
    block.title ||
    (block.label ? t('ThematicRelated.DefaultTitle', { label: block.label }) : t('ThematicRelated.Fallback'));

  let body;
  if (isLoading) body = <p role="status">{t('ThematicRelated.Loading')}</p>;
  else if (isError) body = <p>{t('ThematicRelated.Failed')}</p>;
  else if (items.length === 0) body = <p>{t('ThematicRelated.Empty')}</p>;
  else {
    body = (
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.path}>
            <ThematicCard item={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.related}>
      <h2>{title}</h2>
      {body}
    </section>
  );
}

export const thematicRelatedBlock = defineBlock({
  bundle: 'thematic_related',
  transform: toThematicRelated,
  Component: ThematicRelated,
});
