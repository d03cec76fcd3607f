import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './news.module.css';

/** Search box of a news overview (spec 1 §2.7); the parent decides where the term goes. */
export function NewsSearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('Blocks');
  const [value, setValue] = useState(term);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id}>{t('News.Search.Label')}</label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          name="zoekterm"
          value={value}
          maxLength={200}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          {t('News.Search.Button')}
        </button>
      </div>
    </form>
  );
}
