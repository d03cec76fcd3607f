import { useTranslation } from 'react-i18next';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';

/** A region by name or place (mf-search's region search bar), searching on this page. */
export function RegionSearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('Region');
  return (
    <LazySearchBar
      host="mf_regions"
      variant="region"
      value={term}
      onSearch={onSearch}
      label={t('Search.Label')}
      hint={t('Search.Hint')}
      submit={t('Search.Submit')}
    />
  );
}
