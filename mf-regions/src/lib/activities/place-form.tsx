import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './activities.module.css';

/** The free-text place or postcode; the search runs on submit, not on every key. */
export function PlaceForm({ place, onSearch }: { place: string; onSearch: (place: string) => void }) {
  const { t } = useTranslation('Region');
  const id = useId();
  const [value, setValue] = useState(place);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className={styles.placeForm} onSubmit={submit} aria-label={t('Activities.PlaceSearch')}>
      <div className={styles.filter}>
        <label htmlFor={id}>{t('Activities.PlaceLabel')}</label>
        <input
          id={id}
          type="search"
          value={value}
          autoComplete="address-level2"
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <button type="submit" className={primaryButton}>
        {t('Activities.PlaceSubmit')}
      </button>
    </form>
  );
}
