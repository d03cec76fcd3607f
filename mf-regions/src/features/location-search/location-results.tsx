import { useState } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ArrivalAnnouncedContext } from '../../lib/status-role';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { useSearchRegionsQuery } from '../../lib/region-search/api/search-regions';
import { ChosenRegion } from './chosen-region';
import { RegionChoices } from './region-choices';
import { searchFor } from './search-address';
import styles from './location-search.module.css';

interface Props {
  place: string;
  /** The region chosen from several, from the address. */
  regionId: number | null;
}

/**
 * The regions that serve the place (spec 1 §2.5 through the region search call): one is the
 * chosen one; several are offered as a choice; none gets a calm message with help. A `regio`
 * that is not among them (the place changed) is ignored.
 */
export function LocationResults({ place, regionId }: Props) {
  const { t } = useTranslation('Region');
  const { data, isFetching, isError } = useSearchRegionsQuery(place);
  // Where focus goes after the visitor used a link that the next view no longer has.
  const [focusTarget, setFocusTarget] = useState<'region' | 'choices' | null>(null);
  const hits = !isFetching && !isError ? data : undefined;
  const chosen = hits?.find((hit) => hit.id === regionId) ?? (hits?.length === 1 ? hits[0] : undefined);

  return (
    <>
      <div aria-live="polite" className={styles.outcome}>
        {isError ? <p role="alert">{t('LocationSearch.Failed')}</p> : null}
        {isFetching ? <p>{t('LocationSearch.Searching', { place })}</p> : null}
        {hits?.length === 0 ? (
          <>
            <h2 className={styles.sectionTitle}>{t('LocationSearch.NotFound.Title', { place })}</h2>
            <p>{t('LocationSearch.NotFound.Help')}</p>
            <p>
              <Link to="/regios">{t('LocationSearch.NotFound.AllRegions')}</Link>
            </p>
          </>
        ) : null}
        {hits && hits.length > 1 && !chosen ? (
          <RegionChoices
            place={place}
            hits={hits}
            onChoose={() => setFocusTarget('region')}
            takeFocus={focusTarget === 'choices'}
          />
        ) : null}
        {chosen ? <p className={visuallyHidden}>{t('LocationSearch.Found', { place, region: chosen.title })}</p> : null}
      </div>
      {/* The sentence above is the one announcement of a search: the region's lists below do not
          add theirs (their counts speak once the visitor changes a filter or page). */}
      {chosen ? (
        <ArrivalAnnouncedContext value>
          <ChosenRegion
            key={chosen.id}
            hit={chosen}
            place={place}
            otherChoices={hits!.length > 1 ? searchFor(place) : null}
            onOtherChoice={() => setFocusTarget('choices')}
            takeFocus={focusTarget === 'region'}
          />
        </ArrivalAnnouncedContext>
      ) : null}
    </>
  );
}
