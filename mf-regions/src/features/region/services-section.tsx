import { useTranslation } from 'react-i18next';
import { useGetRegionServicesQuery } from './api/get-region-services';
import { Card } from './card';
import { Section, SectionStatus } from './section';
import { SmartLink } from '@alz/shared/ui/smart-link';
import styles from './region-detail.module.css';

export function ServicesSection({ regionId }: { regionId: number }) {
  const { t } = useTranslation('Region');
  const { data, isError } = useGetRegionServicesQuery(regionId);
  return (
    <Section id="voorzieningen">
      {!data ? (
        <SectionStatus failed={isError} />
      ) : data.length === 0 ? (
        <p>{t('RegionDetail.NoServices')}</p>
      ) : (
        <ul className={styles.cards}>
          {data.map((service) => (
            <Card key={service.id} title={service.title} text={service.text} image={service.image}>
              {service.link ? (
                <p className={styles.links}>
                  <SmartLink link={service.link} />
                </p>
              ) : null}
            </Card>
          ))}
        </ul>
      )}
    </Section>
  );
}
