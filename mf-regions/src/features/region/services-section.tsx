import { useTranslation } from 'react-i18next';
import { useGetRegionServicesQuery } from './api/get-region-services';
import { Card } from './card';
import { useNearViewport } from '@alz/shared/ui/use-near-viewport';
import { Section, SectionStatus } from './section';
import { ShortList } from './short-list';
import { SmartLink } from '@alz/shared/ui/smart-link';
import styles from './region-detail.module.css';

export function ServicesSection({ regionId }: { regionId: number }) {
  const { t } = useTranslation('Region');
  // Below the fold, so its call waits until it comes near (fewer calls before the first paint).
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isError } = useGetRegionServicesQuery(regionId, { skip: !near });
  return (
    <Section id="voorzieningen" sectionRef={ref}>
      {!data ? (
        <SectionStatus failed={isError} />
      ) : data.length === 0 ? (
        <p>{t('RegionDetail.NoServices')}</p>
      ) : (
        <ShortList
          items={data}
          keyOf={(service) => service.id}
          className={styles.cards}
          itemClassName={styles.card}
          describedBy="voorzieningen"
        >
          {(service) => (
            <Card title={service.title} text={service.text} image={service.image}>
              {service.link ? (
                <p className={styles.links}>
                  <SmartLink link={service.link} subject={service.title} />
                </p>
              ) : null}
            </Card>
          )}
        </ShortList>
      )}
    </Section>
  );
}
