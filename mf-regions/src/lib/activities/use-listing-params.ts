import { useSearchParams } from '@alz/shared/router';
import { toPageNumber } from '@alz/shared/pagination/page-window';
import { DISTANCES } from './activity-model';
import { trackActivityFilter, type ActivityFilter } from './analytics';

const FILTERS: Record<'type' | 'city' | 'range' | 'place', ActivityFilter> = {
  type: 'activityType',
  city: 'city',
  range: 'range',
  place: 'place',
};

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export interface ListingParams {
  type: string;
  city: string;
  range: number | null;
  place: string;
  /** Visible page, from 1. */
  page: number;
}

/**
 * The filters live in the address (soort, stad, afstand, plaats, pagina), so a reload, the back
 * button and a shared link keep them; other parameters of the page (e.g. zoekterm) are kept.
 * A present but empty `soort` means "all types", which differs from the block's default type.
 */
export function useListingParams(defaults: {
  type?: string;
  range: number | null;
  place?: string;
  /** Other lists' page parameters that a filter change resets too (they follow the same filter). */
  alsoResets?: string[];
}) {
  const [params, setParams] = useSearchParams();
  const range = Number(params.get('afstand'));
  const current: ListingParams = {
    type: params.has('soort') ? (params.get('soort') ?? '') : (defaults.type ?? ''),
    city: params.get('stad') ?? '',
    range: (DISTANCES as readonly number[]).includes(range) ? range : defaults.range,
    place: params.has('plaats') ? (params.get('plaats') ?? '') : (defaults.place ?? ''),
    page: toPageNumber(params.get('pagina')),
  };

  /**
   * spec 1 §4: every filter change goes back to page 1; only the pager changes the page.
   * `type: null` drops the visitor's choice, so the listing's own default type applies again.
   */
  const update = (patch: Partial<Omit<ListingParams, 'type'>> & { type?: string | null }) => {
    track(patch);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const put = (key: string, value: string | number | null | undefined) => {
          if (value === undefined) return;
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        };
        // An empty soort stays in the address: it means "all types", not the block's default.
        if (patch.type === null) next.delete('soort');
        else if (patch.type !== undefined) next.set('soort', patch.type);
        put('stad', patch.city);
        put('afstand', patch.range);
        put('plaats', patch.place);
        next.delete('pagina');
        for (const key of defaults.alsoResets ?? []) next.delete(key);
        if (patch.page && patch.page > 1) next.set('pagina', String(patch.page));
        return next;
      },
      { preventScrollReset: true },
    );
  };

  /**
   * Spec 1 §7 filter events. The first filter of a change is the one the visitor chose; the
   * others follow from it (spec 1 §4: a new range clears the type), so they are not reported.
   */
  const track = (patch: Partial<Omit<ListingParams, 'type'>> & { type?: string | null }) => {
    const key = (Object.keys(patch) as (keyof typeof patch)[]).find(
      (name): name is keyof typeof FILTERS => name !== 'page',
    );
    if (!key) return;
    const next = key === 'type' && patch.type === null ? (defaults.type ?? '') : shown(patch[key]);
    trackActivityFilter(FILTERS[key], shown(current[key]), next);
  };

  return [current, update] as const;
}
