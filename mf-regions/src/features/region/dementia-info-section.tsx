import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useGetGenericDementiaInfoQuery } from './api/get-generic-dementia-info';
import { useGetRegionDementiaInfoQuery } from './api/get-region-dementia-info';
import { dementiaInfoToShow } from './region-content-model';
import { useNearViewport } from '@alz/shared/ui/use-near-viewport';
import { Section, SectionStatus } from './section';
import { ShortList } from './short-list';
import { RichText } from '@alz/shared/ui/rich-text';
import styles from './region-detail.module.css';

export function DementiaInfoSection({ regionId }: { regionId: number }) {
  const { t } = useTranslation('Region');
  // Near the end of the page, so its two calls wait until it comes near (fewer calls before
  // the first paint).
  const [ref, near] = useNearViewport<HTMLElement>();
  const regional = useGetRegionDementiaInfoQuery(regionId, { skip: !near });
  const generic = useGetGenericDementiaInfoQuery(undefined, { skip: !near });
  const ready = regional.data && generic.data;
  const items = ready ? dementiaInfoToShow(regional.data!, generic.data!) : [];
  return (
    <Section id="informatie-over-dementie" sectionRef={ref}>
      {!ready ? (
        // Spec 1 §8: a failed call shows as failed, never as "no information".
        <SectionStatus failed={regional.isError || generic.isError} />
      ) : items.length === 0 ? (
        <p>{t('RegionDetail.NoDementiaInfo')}</p>
      ) : (
        <ShortList
          items={items}
          keyOf={(item) => item.id}
          className={styles.infoList}
          describedBy="informatie-over-dementie"
        >
          {(item) => (
            <>
              <h3 className={styles.cardTitle}>{item.url ? <Link to={item.url}>{item.title}</Link> : item.title}</h3>
              <RichText html={item.text} />
            </>
          )}
        </ShortList>
      )}
    </Section>
  );
}
