import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@alz/shared/router';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './page-header.module.css';

/** The search header's bar: goes to site search with the term (spec 1 §2.9 `zoekterm`). */
export function SearchBar() {
  const { t } = useTranslation('Blocks');
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    navigate(trimmed ? `/zoeken?${new URLSearchParams({ zoekterm: trimmed })}` : '/zoeken');
  };

  // A real GET form, so the search still works before the script has loaded.
  return (
    <form role="search" action="/zoeken" method="get" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor={inputId}>{t('PageHeader.SearchLabel')}</label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          name="zoekterm"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className={primaryButton}>
          {t('PageHeader.SearchButton')}
        </button>
      </div>
    </form>
  );
}
