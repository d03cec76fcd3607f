import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { RemoteModule } from '@alz/shared/ui/remote-module';
import { NearbySection } from './nearby-section';

interface Props {
  place: string;
  regionId: number;
  /** The page's one distance (nearby-range.tsx): the list has no box of its own. */
  range: number;
}

/**
 * Spec 1 §2.5: the vacancies around the place, listed by mf-vacancies from page 0 within the
 * page's one distance (spec 1 §9: 15 km for both lists around a place, see docs/decisions/0025-location-search-one-distance.md);
 * a chosen card is step 2 of the vacancy funnel (spec 1 §7 alzheimerVacancy). The list is its
 * own section, so loading text and fallback stand in for the whole section; the loading text is
 * not a status, as the place search announces what it found (location-results.tsx). Without
 * mf-vacancies a link to the vacancy overview around the place remains.
 */
export function NearbyVacancies({ place, regionId, range }: Props) {
  const { t } = useTranslation('Region');
  const title = t('LocationSearch.Vacancies.Title');
  const overview = `/vrijwilligerswerk?${new URLSearchParams({ zipcode: place, range: String(range) })}#vacatures`;
  return (
    <RemoteModule
      host="mf_regions"
      id="mf_vacancies/VacancyList"
      props={{ place, regionId, title, inLocationSearch: true, fixedRange: range }}
      loading={
        <NearbySection title={title}>
          <p>{t('LocationSearch.Vacancies.Loading')}</p>
        </NearbySection>
      }
      fallback={
        <NearbySection title={title}>
          <p>{t('LocationSearch.Vacancies.Unavailable')}</p>
          <p>
            <Link to={overview}>{t('LocationSearch.Vacancies.Link', { place })}</Link>
          </p>
        </NearbySection>
      }
    />
  );
}
