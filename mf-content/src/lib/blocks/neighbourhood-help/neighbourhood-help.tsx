import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { defineBlock } from '../block-definition';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';
import { toNeighbourhoodHelp, type NeighbourhoodHelpModel } from './neighbourhood-help-model';
import styles from './neighbourhood-help.module.css';

// Spec 1 §2.4: the region search bar goes to /regios with the term as zoekterm.
export function NeighbourhoodHelp({ block }: { block: NeighbourhoodHelpModel }) {
  const { t } = useTranslation('Blocks');
  const titleId = useId();
  return (
    <section className={styles.help}>
      {block.image ? (
        <ResponsiveImage image={block.image} alt="" className={styles.image} sizes="(min-width: 768px) 33vw, 100vw" />
      ) : null}
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {block.title || t('NeighbourhoodHelp.DefaultTitle')}
        </h2>
        <RichText html={block.html} />
        <LazySearchBar
          host="mf_content"
          variant="region"
          label={t('NeighbourhoodHelp.Label')}
          hint={t('NeighbourhoodHelp.Hint')}
          submit={t('NeighbourhoodHelp.Button')}
          labelledBy={titleId}
        />
      </div>
    </section>
  );
}

export const neighbourhoodHelpBlock = defineBlock({
  bundle: 'neighbourhood_help',
  transform: toNeighbourhoodHelp,
  Component: NeighbourhoodHelp,
});
