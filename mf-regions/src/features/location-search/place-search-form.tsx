import { useTranslation } from 'react-i18next';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';

interface Props {
  /** The place in the address. */
  place: string;
  onSearch: (place: string) => void;
}

/** The postcode or place of a location search (mf-search's place search bar). */
export function PlaceSearchForm({ place, onSearch }: Props) {
  const { t } = useTranslation('Region');
  return (
    <LazySearchBar
      host="mf_regions"
      variant="place"
      value={place}
      onSearch={onSearch}
      label={t('LocationSearch.Form.Label')}
      hint={t('LocationSearch.Form.Hint')}
      submit={t('LocationSearch.Form.Submit')}
      formLabel={t('LocationSearch.Form.Name')}
    />
  );
}
