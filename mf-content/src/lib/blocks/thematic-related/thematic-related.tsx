import { useTranslation } from 'react-i18next';
import { useLocation } from '@alz/shared/router';
import { defineBlock } from '../block-definition';
import { useGetThematicItemsQuery } from './api/get-thematic-items';
import { ThematicCard } from './thematic-card';
import { toThematicRelated, type ThematicRelatedModel } from './thematic-related-model';
import styles from './thematic-related.module.css';

const SHOWN = 6;

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
  // While they load, the suggestions keep the room of one row of cards, so what follows them on
  // the page is not pushed down when they come (that was a layout shift of 0.06 at 1280 px).
  if (isLoading) {
    body = (
      <p role="status" className={styles.pending}>
        {t('ThematicRelated.Loading')}
      </p>
    );
  } else if (isError) body = <p>{t('ThematicRelated.Failed')}</p>;
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
