import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@alz/shared/router';
import styles from './search-form.module.css';

interface Props {
  /** Page the search goes to, e.g. `/zoeken`; the term travels as `zoekterm`. */
  action: string;
  label: string;
  button: string;
  hint?: string;
  /** Id of the heading that names this search landmark (several may share a page). */
  labelledBy?: string;
}

/** A labelled search field; an empty term is allowed and opens the search page without one (spec 1 §5). */
export function SearchForm({ action, label, button, hint, labelledBy }: Props) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    void navigate(trimmed ? `${action}?${new URLSearchParams({ zoekterm: trimmed })}` : action);
  };

  return (
    <form role="search" aria-labelledby={labelledBy} className={styles.form} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <input
          id={inputId}
          type="search"
          name="zoekterm"
          className={styles.input}
          value={term}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          {button}
        </button>
      </div>
    </form>
  );
}
