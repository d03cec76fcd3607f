import { useEffect, useRef } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ActivityListing } from '../../lib/activities/activity-listing';
import type { RegionHit } from '../../lib/region-search/region-search-model';
import { useGetRegionIntroQuery } from './api/get-region-intro';
import { NearbyRange, useNearbyRange } from './nearby-range';
import { NearbySection } from './nearby-section';
import { NearbyVacancies } from './nearby-vacancies';
import { RegionCard } from './region-card';
import type { RegionIntro } from './region-intro-model';

interface Props {
  hit: RegionHit;
  place: string;
  /** The address search that lists the choices again, when there were several regions. */
  otherChoices: string | null;
  onOtherChoice: () => void;
  /** The visitor picked this region from a list that is now gone: focus goes to its heading. */
  takeFocus: boolean;
}

// The search hit already has title, text and path: enough for the card when the node fails.
const fromHit = (hit: RegionHit): RegionIntro => ({ title: hit.title, intro: hit.intro, url: hit.url, image: null });

/**
 * Spec 1 §2.5 and §4: the chosen region's data loads first; once it is in, the activities
 * (range kind) and vacancies around the place start. Should the region's node fail, they start
 * all the same: they only need the place, and the card falls back to the search hit.
 */
export function ChosenRegion({ hit, place, otherChoices, onOtherChoice, takeFocus }: Props) {
  const { t } = useTranslation('Region');
  const { data, isError } = useGetRegionIntroQuery(hit.url);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const region = data ?? (isError || data === null ? fromHit(hit) : null);
  const [range, setRange] = useNearbyRange(place);

  return (
    <>
      <NearbySection title={t('LocationSearch.Region.Title')} headingRef={heading}>
        {region ? <RegionCard region={region} /> : <p>{t('LocationSearch.Region.Loading')}</p>}
        {otherChoices ? (
          <p>
            <Link to={{ search: otherChoices }} preventScrollReset onClick={onOtherChoice}>
              {t('LocationSearch.Region.Other')}
            </Link>
          </p>
        ) : null}
      </NearbySection>
      {region ? (
        <>
          <NearbyRange place={place} range={range} onChange={setRange} />
          <NearbySection title={t('LocationSearch.Activities')}>
            <ActivityListing kind="range" query={place} withPlaceForm={false} rangeFromPage />
          </NearbySection>
          <NearbyVacancies place={place} regionId={hit.id} range={range} />
        </>
      ) : null}
    </>
  );
}
