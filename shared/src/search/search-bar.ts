// The search bars of the site: mf-search renders every one of them (exposed as
// `./SearchBar`, with suggestions where they help); a page asks for one through
// ui/search-bar-slot.tsx, which keeps a plain working form on screen while mf-search loads or when
// it cannot. Both read the variants from here, so the bar and its stand-in go to the same place.

export type SearchBarVariant = 'site' | 'not-found' | 'cta' | 'region' | 'place' | 'news';

export interface SearchBarVariantRules {
  /** Where a search goes; `null`: the current page, with the term in the address. */
  action: string | null;
  /** The input's name: the address parameter it stands for. */
  name: string;
  autoComplete?: string;
  /** Suggestions while typing (page titles and common terms of the site search). */
  suggest: boolean;
}

export const searchBarVariants: Record<SearchBarVariant, SearchBarVariantRules> = {
  // The header's search, the not-found page's (spec 1 §2.10) and the search call to action
  // (spec 2 §2): site search at /zoeken with zoekterm (spec 1 §2.9).
  site: { action: '/zoeken', name: 'zoekterm', suggest: true },
  'not-found': { action: '/zoeken', name: 'zoekterm', suggest: true },
  cta: { action: '/zoeken', name: 'zoekterm', suggest: true },
  // A region by name or place (spec 1 §2.4 neighbourhood help, the region search at /regios).
  region: { action: '/regios', name: 'zoekterm', autoComplete: 'address-level2', suggest: false },
  // A postcode or place for nearby locations and activities, on the page itself.
  place: { action: null, name: 'plaats', autoComplete: 'postal-code', suggest: false },
  // A news overview's search (spec 1 §2.7): the current path with zoekterm.
  news: { action: null, name: 'zoekterm', suggest: false },
};

/** What the page hands a search bar. Texts come from the page's own namespace. */
export interface SearchBarProps {
  variant: SearchBarVariant;
  label: string;
  submit: string;
  hint?: string;
  /** The term to start with (from the address); the field follows it when it changes. */
  value?: string;
  /** A search on the page itself; without it the bar goes to its variant's address. */
  onSearch?: (term: string) => void;
  /** Names the search landmark when a page has more than one: a heading's id, or a text. */
  labelledBy?: string;
  formLabel?: string;
  /** Puts the cursor in the field at once (a search opened from the header). */
  focusOnMount?: boolean;
}

/** The address a search goes to: the variant's page (or `pathname`) with the term, if any. */
export function searchAddress(variant: SearchBarVariant, term: string, pathname: string): string {
  const { action, name } = searchBarVariants[variant];
  const target = action ?? pathname;
  const trimmed = term.trim();
  return trimmed ? `${target}?${new URLSearchParams({ [name]: trimmed })}` : target;
}
