import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './region-search.module.css';

export function RegionSearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('Region');
  const id = useId();
  const [draft, setDraft] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('Search.Label')}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('Search.Hint')}
      </p>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          name="zoekterm"
          autoComplete="address-level2"
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={primaryButton}>
          {t('Search.Submit')}
        </button>
      </div>
    </form>
  );
}
