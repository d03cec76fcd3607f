import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '@alz/shared/ui/remote-module';
import { Section } from './section';

interface Props {
  regionId: number;
  /** The region's 4-digit postcode, the place the vacancy list measures distances from. */
  zipcode: string;
}

/**
 * Spec 1 §2.5: the region's vacancies, listed by mf-vacancies. That list is the section with id
 * `vacatures` itself (spec 1 §2.8), so loading text and fallback stand in for the whole section:
 * the sub-menu's anchor always finds exactly one. Without mf-vacancies the link to the overview
 * near the region's place remains.
 */
export function VacanciesSection({ regionId, zipcode }: Props) {
  const { t } = useTranslation('Region');
  const place = /^\d{4}$/.test(zipcode) ? zipcode : undefined;
  const overview = `/vrijwilligerswerk?${new URLSearchParams({ zipcode, range: '10' })}#vacatures`;
  return (
    <RemoteModule
      host="mf_regions"
      id="mf_vacancies/VacancyList"
      whenNear
      props={{ regionId, regionPlace: place, title: t('RegionDetail.Sections.Vacancies') }}
      loading={
        <Section id="vacatures">
          <p role="status">{t('RegionDetail.VacanciesLoading')}</p>
        </Section>
      }
      fallback={
        <Section id="vacatures">
          <p>{t('RegionDetail.VacanciesIntro')}</p>
          <p>
            <Link to={overview}>{t('RegionDetail.VacanciesLink')}</Link>
          </p>
        </Section>
      }
    />
  );
}
