import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { truncate } from '@alz/shared/text/text';
import { useIsDesktop } from '@alz/shared/ui/use-is-desktop';
import { defineBlock } from '../block-definition';
import { useGetLatestNewsQuery } from './api/get-latest-news';
import { selectLatestNews } from './latest-news-rules';
import { PublicationDate } from '@alz/shared/ui/publication-date';
import { toLatestNewsBlock, type LatestNewsModel } from './latest-news-model';
import styles from './latest-news.module.css';

/** spec 2 §2: the latest-news list, its first item highlighted; spec 1 §9 picks the items. */
export function LatestNews({ block }: { block: LatestNewsModel }) {
  const { t } = useTranslation('Blocks');
  const desktop = useIsDesktop();
  const { currentData, isFetching, isError } = useGetLatestNewsQuery({ categoryId: block.categoryId });
  const title = block.title || t('LatestNews.DefaultTitle');
  const items = currentData ? selectLatestNews(currentData, desktop) : [];
  return (
    <section className={styles.latest} aria-label={title}>
      <h2>{title}</h2>
      {isFetching && !currentData ? <p role="status">{t('LatestNews.Loading')}</p> : null}
      {isError ? <p role="alert">{t('LatestNews.Error')}</p> : null}
      {currentData && items.length === 0 ? <p>{t('LatestNews.Empty')}</p> : null}
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={item.url} className={index === 0 ? styles.highlight : styles.item}>
            {index === 0 && item.image ? (
              <ResponsiveImage
                image={item.image}
                alt=""
                sizes="(min-width: 1024px) 40vw, 100vw"
                className={styles.image}
              />
            ) : null}
            <div>
              <h3 className={styles.itemTitle}>
                <Link to={item.url}>{item.title}</Link>
              </h3>
              <p className={styles.meta}>
                <PublicationDate value={item.publicationDate} />
                {item.regional ? <span className={styles.pill}>{t('LatestNews.Regional')}</span> : null}
              </p>
              {index === 0 && item.introduction ? <p>{truncate(item.introduction, 200)}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link className={styles.all} to="/nieuws">
          {t('LatestNews.AllNews')}
        </Link>
      </p>
    </section>
  );
}

export const latestNewsBlock = defineBlock({
  bundle: 'latest_news',
  transform: toLatestNewsBlock,
  Component: LatestNews,
});
