import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { useLocation, useNavigate } from '@alz/shared/router';
import { searchAddress, searchBarVariants, type SearchBarProps } from '../search/search-bar';
import { primaryButton } from './button';
import styles from './search-bar.module.css';

/** What the form hands the field it holds: mf-search puts its suggestions box there. */
export interface SearchFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  describedBy?: string;
  focusOnMount?: boolean;
  className: string;
  /** Searches for this term at once (a chosen suggestion). */
  search: (term: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** The field's element (the search bar slot reads where its cursor was as it goes). */
  inputRef?: Ref<HTMLInputElement>;
}

interface Props extends Omit<SearchBarProps, 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** The field; a plain search input when left out. */
  field?: (props: SearchFieldProps) => ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
  /** A pointer was pressed in the form (the slot holds mf-search's bar back until it is let go). */
  onPointerDown?: () => void;
  /** The search button got (`true`) or lost the focus. */
  onButtonFocus?: (focused: boolean) => void;
  fieldRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled search: label, hint, field and button in one row; the search goes to the variant's
 * address, or to `onSearch` for a search on the page itself (shared/src/search/search-bar.ts).
 * A real GET form, so it also works before the scripts are there.
 */
export function SearchBarForm({ field = plainField, ...bar }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const rules = searchBarVariants[bar.variant];
  const search = (term: string) => {
    const trimmed = term.trim();
    if (bar.onSearch) bar.onSearch(trimmed);
    else void navigate(searchAddress(bar.variant, trimmed, pathname));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(bar.value);
  };
  return (
    <form
      role="search"
      action={rules.action ?? pathname}
      method="get"
      aria-labelledby={bar.labelledBy}
      aria-label={bar.labelledBy ? undefined : bar.formLabel}
      className={styles.form}
      onSubmit={submit}
      onPointerDown={bar.onPointerDown}
      noValidate
    >
      <label htmlFor={id} className={styles.label}>
        {bar.label}
      </label>
      {bar.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {bar.hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          {field({
            id,
            name: rules.name,
            value: bar.value,
            onChange: bar.onChange,
            autoComplete: rules.autoComplete,
            describedBy: bar.hint ? `${id}-hint` : undefined,
            focusOnMount: bar.focusOnMount,
            className: styles.input ?? '',
            search,
            onFocus: bar.onFocus,
            onBlur: bar.onBlur,
            inputRef: bar.fieldRef,
          })}
        </div>
        <button
          type="submit"
          className={primaryButton}
          onFocus={() => bar.onButtonFocus?.(true)}
          onBlur={() => bar.onButtonFocus?.(false)}
        >
          {bar.submit}
        </button>
      </div>
    </form>
  );
}

function plainField({
  id,
  name,
  value,
  onChange,
  autoComplete,
  describedBy,
  focusOnMount,
  className,
  onFocus,
  onBlur,
  inputRef,
}: SearchFieldProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="search"
      name={name}
      value={value}
      autoComplete={autoComplete}
      aria-describedby={describedBy}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the visitor opened the search
      autoFocus={focusOnMount}
      className={className}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}
