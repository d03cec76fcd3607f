import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVacancyTermsQuery } from './api/get-vacancy-terms';
import { trackFilter } from './analytics';
import type { FilterOption } from './vacancy-list-model';
import { FILTER_GROUPS, RANGES, type FilterParam, type VacancyFilters } from './vacancy-filters-model';
import styles from './vacancy-list.module.css';

interface Props {
  filters: VacancyFilters;
  onChange: (filters: VacancyFilters) => void;
}

interface FormProps extends Props {
  /**
   * The list below waits for the groups' terms (vacancy-list.tsx): its loading text stands in the
   * groups' place meanwhile, since below the form they would push it down when they come.
   */
  listWaiting?: boolean;
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
export function VacancyFiltersForm({ filters, onChange, listWaiting = false }: FormProps) {
  const { t } = useTranslation('Vacancies');
  const id = useId();
  const { data: options = {} } = useGetVacancyTermsQuery();
  // The typed words and place are drafts until submitted. The ticked boxes are shown at once:
  // the router applies the new address in a transition, and until then a controlled checkbox
  // would spring back. A new address (also the back button) resets both.
  const [draft, setDraft] = useState({ applied: filters, ...filters });
  if (JSON.stringify(draft.applied) !== JSON.stringify(filters)) setDraft({ applied: filters, ...filters });
  const { search, zipcode, range } = draft;
  const edit = (change: Partial<VacancyFilters>) => setDraft({ ...draft, ...change });
  const changeIds = (next: VacancyFilters) => {
    edit({ ids: next.ids });
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (zipcode.trim() !== filters.zipcode) trackFilter(zipcode.trim() !== '', 'zipcode', zipcode.trim());
    if (search.trim() !== filters.search) trackFilter(search.trim() !== '', 'search', search.trim());
    // A distance always has a value: choosing another one applies it.
    if (range !== filters.range) trackFilter(true, 'range', String(range));
    onChange({ ...filters, search: search.trim(), zipcode: zipcode.trim(), range });
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('List.Filters.Label')}>
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
        <select id={`${id}-range`} value={range} onChange={(event) => edit({ range: Number(event.target.value) })}>
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
    </form>
  );
}
