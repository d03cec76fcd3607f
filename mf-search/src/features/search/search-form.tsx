import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '../../lib/search-bar/search-combobox';
import { pillars, type Pillar } from './search-model';
import styles from './search.module.css';

interface Props {
  term: string;
  pillar: Pillar;
  onSearch: (term: string, pillar: Pillar) => void;
}

/** The search page's own form: the term with suggestions, and where to search (spec 1 §2.9). */
export function SearchForm({ term, pillar, onSearch }: Props) {
  const { t } = useTranslation('Search');
  const id = useId();
  const [draft, setDraft] = useState(term);
  const [draftPillar, setDraftPillar] = useState<Pillar>(pillar);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim(), draftPillar);
  };
  return (
    <form role="search" action="/zoeken" method="get" className={styles.form} onSubmit={submit} noValidate>
      <div className={`${styles.field} ${styles.term}`}>
        <label htmlFor={`${id}-term`}>{t('Form.Term')}</label>
        <div className={styles.combobox}>
          <SearchCombobox
            id={`${id}-term`}
            name="zoekterm"
            value={draft}
            onChange={setDraft}
            className={styles.input ?? ''}
            search={(chosen) => onSearch(chosen.trim(), draftPillar)}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-pillar`}>{t('Form.Pillar')}</label>
        <select
          id={`${id}-pillar`}
          name="pijler"
          className={styles.input}
          value={draftPillar}
          onChange={(e) => setDraftPillar(e.target.value as Pillar)}
        >
          {pillars.map((p) => (
            <option key={p} value={p}>
              {t(`Pillars.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        {t('Form.Submit')}
      </button>
    </form>
  );
}
