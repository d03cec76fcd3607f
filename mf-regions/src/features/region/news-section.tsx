import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@alz/shared/text/dates';
import { useGetGeneralNewsQuery } from './api/get-general-news';
import { useGetRegionalNewsQuery } from './api/get-regional-news';
import { Card } from './card';
import { fillNews } from './news-model';
import { useNearViewport } from '@alz/shared/ui/use-near-viewport';
import { Section, SectionStatus } from './section';
import { ShortList } from './short-list';
import styles from './region-detail.module.css';

interface Props {
  regionId: number;
  /** The region's title, e.g. "Regio Utrecht". */
  regionName: string;
  regionPath: string;
}

export function NewsSection({ regionId, regionName, regionPath }: Props) {
  const { t } = useTranslation('Region');
  // Below the fold, so its two calls wait until it comes near (fewer calls before the first paint).
  const [ref, near] = useNearViewport<HTMLElement>();
  const regional = useGetRegionalNewsQuery({ regionId, regionName }, { skip: !near });
  const general = useGetGeneralNewsQuery(undefined, { skip: !near });
  const ready = regional.data && general.data;
  const cards = ready ? fillNews(regional.data!, general.data!) : [];
  return (
    <Section id="nieuws" sectionRef={ref}>
      {!ready ? (
        <SectionStatus failed={regional.isError || general.isError} />
      ) : cards.length === 0 ? (
        <p>{t('RegionDetail.NoNews')}</p>
      ) : (
        <ShortList
          items={cards}
          keyOf={(card) => card.url}
          className={styles.cards}
          itemClassName={styles.card}
          describedBy="nieuws"
        >
          {(card) => (
            <Card
              title={card.title}
              text={card.introduction}
              image={card.image}
              meta={card.date ? <p className={styles.meta}>{formatLongDate(new Date(card.date))}</p> : null}
            >
              <p className={styles.links}>
                <Link to={card.url}>{t('RegionDetail.ReadMore', { title: card.title })}</Link>
              </p>
            </Card>
          )}
        </ShortList>
      )}
      <p>
        <Link to={`${regionPath}/nieuws`}>{t('RegionDetail.AllNews')}</Link>
      </p>
    </Section>
  );
}
