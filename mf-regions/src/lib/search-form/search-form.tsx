import { useTranslation } from 'react-i18next';
import type { SearchBarVariant } from '@alz/shared/search/search-bar';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';

interface SearchFormTexts {
  variant: SearchBarVariant;
  /** i18next keys in the Region namespace. */
  label: string;
  hint?: string;
  submit: string;
  /** Names the search landmark where the page has another search (the header's). */
  formLabel?: string;
}

// The searches of mf-regions, by where they stand. Each is mf-search's search bar (a real GET
// form with a named field until its code is there, ui/search-bar-form.tsx), searching on the
// page through `onSearch`.
const searchForms = {
  // A postcode or place finds the visitor's region (the location search, spec 1 §2.5).
  location: {
    variant: 'place',
    label: 'LocationSearch.Form.Label',
    hint: 'LocationSearch.Form.Hint',
    submit: 'LocationSearch.Form.Submit',
    formLabel: 'LocationSearch.Form.Name',
  },
  // The free-text place or postcode of an activity listing (spec 1 §2.6).
  activities: {
    variant: 'place',
    label: 'Activities.PlaceLabel',
    submit: 'Activities.PlaceSubmit',
    formLabel: 'Activities.PlaceSearch',
  },
  // A region by name or place (spec 1 §2.5, the region search at /regios).
  region: { variant: 'region', label: 'Search.Label', hint: 'Search.Hint', submit: 'Search.Submit' },
} satisfies Record<string, SearchFormTexts>;

export type SearchFormKind = keyof typeof searchForms;

interface Props {
  kind: SearchFormKind;
  /** The term in the address. */
  value: string;
  onSearch: (term: string) => void;
}

/** One of mf-regions' search forms; the search runs on submit. */
export function SearchForm({ kind, value, onSearch }: Props) {
  const { t } = useTranslation('Region');
  const form: SearchFormTexts = searchForms[kind];
  return (
    <LazySearchBar
      host="mf_regions"
      variant={form.variant}
      value={value}
      onSearch={onSearch}
      label={t(form.label)}
      hint={form.hint ? t(form.hint) : undefined}
      submit={t(form.submit)}
      formLabel={form.formLabel ? t(form.formLabel) : undefined}
    />
  );
}
