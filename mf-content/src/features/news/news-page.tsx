import { Link } from '@alz/shared/router';
import { Trans, useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { BlockList } from '../../lib/blocks/block-list';
import { toNewsArticle } from './news-article-model';
import { PublicationDate } from '@alz/shared/ui/publication-date';
import styles from './news.module.css';

/** Page kind `news`: the news header (spec 1 §2.3) with date, category and image, then the blocks. */
export function NewsPage({ node }: PageKindProps) {
  const { t } = useTranslation('Blocks');
  const article = toNewsArticle(node);
  return (
    <article className={styles.article}>
      <header className={styles.articleHeader}>
        <p className={styles.meta}>
          {article.category ? <span className={styles.category}>{article.category}</span> : null}
          <PublicationDate value={article.publicationDate} />
        </p>
        <h1>{article.title}</h1>
        {article.region ? (
          <p className={styles.region}>
            <Trans
              t={t}
              i18nKey="News.Article.Region"
              values={{ region: article.region.title }}
              components={{ regio: <Link to={article.region.url} /> }}
            />
          </p>
        ) : null}
        {article.intro ? <RichText className={styles.intro} html={article.intro} /> : null}
        {article.image ? (
          // The header image is the page's first large image, so it loads first (spec 2 §3).
          <ResponsiveImage
            image={article.image}
            priority
            sizes="(min-width: 1024px) 48rem, 100vw"
            className={styles.headerImage}
          />
        ) : null}
      </header>
      <BlockList blocks={article.blocks} />
    </article>
  );
}
