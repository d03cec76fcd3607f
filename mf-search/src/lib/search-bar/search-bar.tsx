import { useState } from 'react';
import { searchBarVariants, type SearchBarProps } from '@alz/shared/search/search-bar';
import { SearchBarForm } from '@alz/shared/ui/search-bar-form';
import { SearchCombobox } from './search-combobox';

/**
 * Every search bar of the site: the site search with suggestions as the visitor types,
 * and the region, place and news searches as plain fields (their variants in
 * @alz/shared/search/search-bar).
 */
export function SearchBar(bar: SearchBarProps) {
  const start = bar.value ?? '';
  const [draft, setDraft] = useState(start);
  const [shown, setShown] = useState(start);
  // The address can change the term (the back button); the field follows it. Not remounted by a
  // key: the focused button would be lost.
  if (start !== shown) {
    setShown(start);
    setDraft(start);
  }
  const { suggest } = searchBarVariants[bar.variant];
  return (
    <SearchBarForm
      {...bar}
      value={draft}
      onChange={setDraft}
      field={suggest ? (field) => <SearchCombobox {...field} /> : undefined}
    />
  );
}
