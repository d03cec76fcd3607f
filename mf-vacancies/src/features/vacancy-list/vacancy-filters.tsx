import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVacancyTermsQuery } from './api/get-vacancy-terms';
import { trackFilter } from './analytics';
import type { FilterOption } from './vacancy-list-model';
import { DEFAULT_RANGE, FILTER_GROUPS, RANGES, type FilterParam, type VacancyFilters } from './vacancy-filters-model';
import styles from './vacancy-list.module.css';

interface Props {
  filters: VacancyFilters;
  onChange: (filters: VacancyFilters) => void;
}

interface FormProps extends Props {
  id?: string;
  /** Closed behind the "Filters" button (filter-disclosure.tsx). */
  hidden?: boolean;
  /**
   * The list below waits for the groups' terms (vacancy-list.tsx): its loading text stands in the
   * groups' place meanwhile, since below the form they would push it down when they come.
   */
  listWaiting?: boolean;
  /** Behind a disclosure: a submit also closes it, and a last button leads back to the list. */
  onDone?: () => void;
}

interface GroupProps extends Props {
  group: (typeof FILTER_GROUPS)[number];
  options: FilterOption[];
}

function CheckboxGroup({ group, options, filters, onChange }: GroupProps) {
  const { t } = useTranslation('Vacancies');
  if (options.length === 0) return null;
  const chosen = filters.ids[group.param];
  const toggle = (id: number, label: string, on: boolean) => {
    trackFilter(on, group.param, label);
    const ids = on ? [...chosen, id] : chosen.filter((value) => value !== id);
    onChange({ ...filters, ids: { ...filters.ids, [group.param]: ids } as Record<FilterParam, number[]> });
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t(`List.Filters.${group.param}`)}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type="checkbox"
            checked={chosen.includes(option.id)}
            onChange={(event) => toggle(option.id, option.label, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Spec 1 §2.8: the four term filters act at once; the words and the place on submit. */
export function VacancyFiltersForm({ id: formId, hidden, filters, onChange, listWaiting = false, onDone }: FormProps) {
  const { t } = useTranslation('Vacancies');
  const id = useId();
  const { data: options = {} } = useGetVacancyTermsQuery();
  // The typed words and place are drafts until submitted. The ticked boxes are shown at once:
  // the router applies the new address in a transition, and until then a controlled checkbox
  // would spring back. A new address (also the back button) resets both.
  const [draft, setDraft] = useState({ applied: filters, ...filters });
  if (JSON.stringify(draft.applied) !== JSON.stringify(filters)) setDraft({ applied: filters, ...filters });
  const { search, zipcode, range } = draft;
  // Spec 1 §2.8, §9: no distance without a place; once one is typed it starts at 10 km.
  const hasPlace = zipcode.trim() !== '';
  const edit = (change: Partial<VacancyFilters>) => setDraft({ ...draft, ...change });
  const changeIds = (next: VacancyFilters) => {
    edit({ ids: next.ids });
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextRange = hasPlace ? (range ?? DEFAULT_RANGE) : null;
    if (zipcode.trim() !== filters.zipcode) trackFilter(hasPlace, 'zipcode', zipcode.trim());
    if (search.trim() !== filters.search) trackFilter(search.trim() !== '', 'search', search.trim());
    // A distance goes with its place: choosing another one than it would have applies it.
    if (nextRange !== null && nextRange !== (filters.range ?? DEFAULT_RANGE)) {
      trackFilter(true, 'range', String(nextRange));
    }
    onChange({ ...filters, search: search.trim(), zipcode: zipcode.trim(), range: nextRange });
    onDone?.();
  };

  return (
    <form id={formId} hidden={hidden} className={styles.filters} onSubmit={submit} aria-label={t('List.Filters.Label')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>{t('List.Filters.Search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => edit({ search: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-zipcode`}>{t('List.Filters.Zipcode')}</label>
        <input
          id={`${id}-zipcode`}
          type="text"
          autoComplete="postal-code"
          value={zipcode}
          onChange={(event) => edit({ zipcode: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-range`}>{t('List.Filters.Range')}</label>
        {hasPlace ? null : (
          <p id={`${id}-range-hint`} className={styles.hint}>
            {t('List.Filters.RangeNeedsPlace')}
          </p>
        )}
        <select
          id={`${id}-range`}
          value={hasPlace ? (range ?? DEFAULT_RANGE) : ''}
          disabled={!hasPlace}
          aria-describedby={hasPlace ? undefined : `${id}-range-hint`}
          onChange={(event) => edit({ range: Number(event.target.value) })}
        >
          {hasPlace ? null : <option value="">{t('List.Filters.NoRange')}</option>}
          {RANGES.map((km) => (
            <option key={km} value={km}>
              {t('List.Filters.Km', { count: km })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        {t('List.Filters.Submit')}
      </button>
      {listWaiting ? (
        <p className={styles.groupsPending}>{t('List.Loading')}</p>
      ) : (
        FILTER_GROUPS.map((group) => (
          <CheckboxGroup
            key={group.param}
            group={group}
            options={options[group.vocabulary] ?? []}
            filters={{ ...filters, ids: draft.ids }}
            onChange={changeIds}
          />
        ))
      )}
      {onDone ? (
        <button type="submit" className={`${styles.button} ${styles.done}`}>
          {t('List.Filters.Done')}
        </button>
      ) : null}
    </form>
  );
}
