import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { pageHref, toPageNumber, totalPagesOf } from '@alz/shared/pagination/page-window';
import { Pagination } from '@alz/shared/ui/pagination';
import { useIsDesktop } from '@alz/shared/ui/use-is-desktop';
import { trackFilter, trackLocationSearchVacancy, trackSelectVacancy } from './analytics';
import { EmptyState } from './empty-state';
import { regionRangeFrom, WHOLE_REGION, withRegionRange } from './region-range';
import { RegionRangeSelect } from './region-range-select';
import { ResultPage } from './result-page';
import { PAGE_SIZE, useVacancyPage, type VacancySource } from './use-vacancy-page';
import { VacancyCard } from './vacancy-card';
import { filtersFrom, filtersToParams, type VacancyFilters } from './vacancy-filters-model';
import { FilterDisclosure } from './filter-disclosure';
import { useGetVacancyTermsQuery } from './api/get-vacancy-terms';
import type { VacancyCard as Card } from './vacancy-list-model';
import styles from './vacancy-list.module.css';

/** How long a list that has come waits for the filter groups above it (see `termsPending`). */
export const TERMS_WAIT_MS = 1500;

export interface VacancyListProps {
  /** Only this region's vacancies, without the term filters (a region page's section). */
  regionId?: number;
  /**
   * With `regionId`: the region's place (its postcode). Adds the distance choice around it,
   * starting at 10 km (spec 1 §2.5, §9).
   */
  regionPlace?: string;
  /**
   * A postcode or place the visitor typed (a location search): the vacancies around it, starting
   * at 10 km (spec 1 §2.5). With `regionId` too, "Hele regio" is one of the distances.
   */
  place?: string;
  title?: string;
  /** The list sits in a location search: a chosen card is step 2 of the funnel (spec 1 §7). */
  inLocationSearch?: boolean;
  /**
   * With `place`: the distance the page chose for this list and others beside it (the location
   * search's one "Afstand" box); the list then has no distance box of its own.
   */
  fixedRange?: number;
}

/** Spec 1 §2.8: section `vacatures`; desktop pages by number, mobile loads more (spec 1 §4). */
export function VacancyList({
  regionId,
  regionPlace,
  place,
  title,
  inLocationSearch = false,
  fixedRange,
}: VacancyListProps) {
  const { t } = useTranslation('Vacancies');
  const headingId = useId();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const isDesktop = useIsDesktop();
  const filters = filtersFrom(params);
  // The place the distances are measured from: a typed one, else the region's own.
  const near = place?.trim() || (regionId ? regionPlace?.trim() : undefined) || undefined;
  const range = near ? (fixedRange ?? regionRangeFrom(params, !!regionId)) : WHOLE_REGION;
  const source: VacancySource =
    near && range !== WHOLE_REGION
      ? { kind: 'nearby', place: near, radius: range }
      : regionId
        ? { kind: 'region', regionId }
        : { kind: 'search', filters };
  const filterKey = JSON.stringify(source);
  // Mobile: how many pages are shown; a new set of filters starts again at one.
  const [loaded, setLoaded] = useState({ filterKey, pages: 1 });
  const mobilePages = loaded.filterKey === filterKey ? loaded.pages : 1;
  const firstPage = isDesktop ? toPageNumber(params.get('page')) : 1;
  const first = useVacancyPage(source, firstPage);
  // The filter form grows by its four groups of boxes when their terms arrive. Until then (asked
  // beside the list, answered or failed) the list waits, so it is not pushed down once it shows
  // (layout shift: 0.038 at 1280 px when the list came first); but not for long: a list
  // that is there shows after TERMS_WAIT_MS even if the terms are not. Its loading text stands in
  // the groups' place meanwhile: below the form it was pushed down too (0.006 at 1280 px).
  // On a phone the groups are in the closed "Filters" disclosure, so the list does not wait.
  const terms = useGetVacancyTermsQuery(undefined, { skip: source.kind !== 'search' });
  const termsLoading = source.kind === 'search' && isDesktop && terms.isLoading;
  const listArrived = first.data !== undefined || first.isError;
  const [waitedForTerms, setWaitedForTerms] = useState(false);
  useEffect(() => {
    if (!termsLoading || !listArrived) return;
    const timer = setTimeout(() => setWaitedForTerms(true), TERMS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [termsLoading, listArrived]);
  const termsPending = termsLoading && !waitedForTerms;
  // The page "load more" asked for last (the same cached query its cards read): its loading or
  // failure shows by the button.
  const appended = !isDesktop && mobilePages > 1;
  const last = useVacancyPage(source, mobilePages, !appended);
  const lastPending = appended && last.isFetching;
  const lastFailed = appended && !last.isFetching && last.isError;

  const select = (vacancy: Card) =>
    inLocationSearch ? trackLocationSearchVacancy(vacancy.title) : trackSelectVacancy(vacancy.title);
  const change = (next: VacancyFilters) => setParams(filtersToParams(next), { preventScrollReset: true });
  // The region page's other parameters (its activity listing's) stay in the address.
  const changeRange = (next: number) => {
    trackFilter(next !== WHOLE_REGION, 'range', next === WHOLE_REGION ? '' : String(next));
    setParams((previous) => withRegionRange(previous, next), { preventScrollReset: true });
  };

  const notFound = !!first.error && 'status' in first.error && first.error.status === 404;
  const total = first.data?.total ?? 0;
  const totalPages = totalPagesOf(total, PAGE_SIZE);
  const empty = !termsPending && (notFound || (first.data && total === 0));
  const shown = termsPending || empty ? undefined : first.data;
  // In a location search the page says what the search found; the list's first count stays
  // quiet, so a screen reader hears one message, and its counts speak once it changes (another
  // distance, another page).
  const countText = shown ? t('List.Count', { count: total }) : '';
  const [quietCount, setQuietCount] = useState<string | null>(null);
  const [countChanged, setCountChanged] = useState(false);
  if (inLocationSearch && quietCount === null && countText) setQuietCount(countText);
  if (quietCount !== null && !countChanged && countText && countText !== quietCount) setCountChanged(true);
  const countRole = !inLocationSearch || countChanged ? 'status' : undefined;

  return (
    <section id="vacatures" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title ?? t('List.Title')}</h2>
      {source.kind === 'search' ? (
        <FilterDisclosure filters={filters} onChange={change} listWaiting={termsPending} collapsible={!isDesktop} />
      ) : null}
      {near && fixedRange === undefined ? (
        <RegionRangeSelect place={near} range={range} wholeRegion={!!regionId} onChange={changeRange} />
      ) : null}
      <p role={countRole} className={styles.count}>
        {countText}
      </p>
      {first.error && !notFound && !termsPending ? <p role="alert">{t('List.Failed')}</p> : null}
      {/* While the list waits for the filter groups, the form says it loads, in their place. */}
      {first.isLoading && !termsPending ? <p>{t('List.Loading')}</p> : null}
      {empty ? <EmptyState /> : null}
      {shown ? (
        <>
          <ul className={styles.cards}>
            {shown.items.map((vacancy) => (
              <VacancyCard key={vacancy.id} vacancy={vacancy} onSelect={select} />
            ))}
            {isDesktop
              ? null
              : Array.from({ length: mobilePages - 1 }, (_, index) => (
                  <ResultPage key={index + 2} source={source} page={index + 2} onSelect={select} />
                ))}
          </ul>
          {isDesktop ? (
            <Pagination
              variant="links"
              page={firstPage}
              totalPages={totalPages}
              hrefFor={(page) => pageHref(pathname, Object.fromEntries(params), page)}
            />
          ) : (
            <>
              <p role="status" className={styles.more}>
                {lastPending ? t('List.LoadingMore') : ''}
              </p>
              {lastFailed ? (
                <p role="alert">
                  {t('List.MoreFailed')}{' '}
                  <button type="button" className={styles.button} onClick={() => void last.refetch()}>
                    {t('List.Retry')}
                  </button>
                </p>
              ) : mobilePages < totalPages || lastPending ? (
                // Kept while the next page loads, so the focus is not lost; it moves to the
                // first new card when they arrive.
                <button
                  type="button"
                  className={styles.button}
                  aria-disabled={lastPending}
                  onClick={() => {
                    if (!lastPending) setLoaded({ filterKey, pages: mobilePages + 1 });
                  }}
                >
                  {t('List.LoadMore')}
                </button>
              ) : null}
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
