import { SearchBarSlot } from '@alz/shared/ui/search-bar-slot';
import '../federation/provided-search-bar';

/** The header's site search: mf-search's bar, with the cursor in it (header-search.tsx). */
export default function HeaderSearchPanel({ label, submit, value }: { label: string; submit: string; value: string }) {
  return <SearchBarSlot host="shell" variant="site" label={label} submit={submit} value={value} focusOnMount />;
}
