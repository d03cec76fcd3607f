import { useTranslation } from 'react-i18next';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';

/** The free-text place or postcode (mf-search's place search bar); the search runs on submit. */
export function PlaceForm({ place, onSearch }: { place: string; onSearch: (place: string) => void }) {
  const { t } = useTranslation('Region');
  return (
    <LazySearchBar
      host="mf_regions"
      variant="place"
      value={place}
      onSearch={onSearch}
      label={t('Activities.PlaceLabel')}
      submit={t('Activities.PlaceSubmit')}
      formLabel={t('Activities.PlaceSearch')}
    />
  );
}
