import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import type { ImageModel } from '@alz/shared/media/image';
import { defineBlock } from '../block-definition';
import { SearchForm } from '../cta-search/search-form';
import { richText, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';
import styles from './neighbourhood-help.module.css';

export interface NeighbourhoodHelpModel {
  title: string;
  html: string;
  image: ImageModel | null;
}

/** Wire: { field_title, field_text: { value }, field_image: DrupalImage }; the region search always shows. */
export const toNeighbourhoodHelp = (p: Record<string, unknown>): NeighbourhoodHelpModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
  image: toImage(p.field_image),
});

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
        <SearchForm
          action="/regios"
          label={t('NeighbourhoodHelp.Label')}
          hint={t('NeighbourhoodHelp.Hint')}
          button={t('NeighbourhoodHelp.Button')}
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
