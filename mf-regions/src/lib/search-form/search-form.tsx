import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './search-form.module.css';

interface Props {
  /** The term in the address. */
  value: string;
  onSearch: (value: string) => void;
  /** The input's name (the address parameter it stands for) and its autocomplete hint. */
  name: string;
  autoComplete: string;
  label: string;
  hint: string;
  submit: string;
  /** The search landmark's name, when the page has more than one search. */
  formLabel?: string;
}

/**
 * A labelled search with a hint, searching on submit rather than on every key (the region
 * search and the location search).
 */
export function SearchForm({ value, onSearch, name, autoComplete, label, hint, submit, formLabel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The address can change without this form (the back button); the field follows it. Not
  // remounted by a key: the focused button would be lost.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={formLabel} className={styles.form} onSubmit={search} noValidate>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          name={name}
          autoComplete={autoComplete}
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={primaryButton}>
          {submit}
        </button>
      </div>
    </form>
  );
}
