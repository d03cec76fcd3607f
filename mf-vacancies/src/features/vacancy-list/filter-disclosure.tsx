import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenFilterCount, type VacancyFilters } from './vacancy-filters-model';
import { VacancyFiltersForm } from './vacancy-filters';
import styles from './vacancy-list.module.css';

interface Props {
  filters: VacancyFilters;
  onChange: (filters: VacancyFilters) => void;
  listWaiting: boolean;
  /** Below the desktop width: the form is closed behind a "Filters (n)" button. */
  collapsible: boolean;
}

/**
 * The filter form, on a phone behind a disclosure button, so the list starts right under the
 * heading instead of below four groups of boxes. One form at every width: only its `hidden`
 * and the button depend on the width. Opening leaves the focus on the button; submitting or the
 * form's last button closes it and gives the focus back to the button, right above the count.
 */
export function FilterDisclosure({ filters, onChange, listWaiting, collapsible }: Props) {
  const { t } = useTranslation('Vacancies');
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const count = chosenFilterCount(filters);
  const close = () => {
    toggle.current?.focus();
    setOpen(false);
  };
  return (
    <>
      {collapsible ? (
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen(!open)}
        >
          {count > 0 ? t('List.Filters.ToggleCount', { number: count }) : t('List.Filters.Toggle')}
        </button>
      ) : null}
      <VacancyFiltersForm
        id={formId}
        hidden={collapsible && !open}
        filters={filters}
        onChange={onChange}
        listWaiting={listWaiting}
        onDone={collapsible ? close : undefined}
      />
    </>
  );
}
