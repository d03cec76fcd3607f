import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './location-search.module.css';

interface Props {
  /** The place in the address. */
  place: string;
  onSearch: (place: string) => void;
}

/** The postcode or place of a location search; it searches on submit, not on every key. */
export function PlaceSearchForm({ place, onSearch }: Props) {
  const { t } = useTranslation('Region');
  const id = useId();
  const [draft, setDraft] = useState(place);
  // The address can change without this form (back button, the activity listing's own place
  // field); the field follows it. Not remounted by a key: the focused button would be lost.
  const [shown, setShown] = useState(place);
  if (place !== shown) {
    setShown(place);
    setDraft(place);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={t('LocationSearch.Form.Name')} className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('LocationSearch.Form.Label')}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('LocationSearch.Form.Hint')}
      </p>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          name="plaats"
          autoComplete="postal-code"
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={primaryButton}>
          {t('LocationSearch.Form.Submit')}
        </button>
      </div>
    </form>
  );
}
