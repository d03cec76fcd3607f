import { useTranslation } from 'react-i18next';
import { SearchForm } from '../search-form/search-form';

export function RegionSearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('Region');
  return (
    <SearchForm
      value={term}
      onSearch={onSearch}
      name="zoekterm"
      autoComplete="address-level2"
      label={t('Search.Label')}
      hint={t('Search.Hint')}
      submit={t('Search.Submit')}
    />
  );
}
