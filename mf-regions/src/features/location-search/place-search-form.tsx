import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../lib/search-form/search-form';

interface Props {
  /** The place in the address. */
  place: string;
  onSearch: (place: string) => void;
}

/** The postcode or place of a location search. */
export function PlaceSearchForm({ place, onSearch }: Props) {
  const { t } = useTranslation('Region');
  return (
    <SearchForm
      value={place}
      onSearch={onSearch}
      name="plaats"
      autoComplete="postal-code"
      label={t('LocationSearch.Form.Label')}
      hint={t('LocationSearch.Form.Hint')}
      submit={t('LocationSearch.Form.Submit')}
      formLabel={t('LocationSearch.Form.Name')}
    />
  );
}
