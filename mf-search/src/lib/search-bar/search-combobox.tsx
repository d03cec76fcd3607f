import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFieldProps } from '@alz/shared/ui/search-bar-form';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { useGetSuggestionsQuery } from './api/get-suggestions';
import { minSuggestionLength } from './suggestion-model';
import { useDebouncedValue } from './use-debounced-value';
import { SuggestionText } from './suggestion-text';
import styles from './search-combobox.module.css';

/** Wait this long after the last key before asking for suggestions. */
export const suggestionDelay = 250;

/**
 * A search field with suggestions as the visitor types: the WAI-ARIA APG combobox with list
 * autocomplete and manual selection. Arrow keys move through the suggestions (the focus stays in
 * the field, `aria-activedescendant` points at the one shown as chosen), Enter or a click searches
 * for it at once, Escape closes the list and keeps what was typed; the number of suggestions is
 * announced politely.
 */
export function SearchCombobox({
  id,
  name,
  value,
  onChange,
  describedBy,
  focusOnMount,
  className,
  search,
  onFocus,
  onBlur,
}: SearchFieldProps) {
  const { t } = useTranslation('Search');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Opened with a term typed already (in the stand-in form while this loaded): suggest at once.
  const [open, setOpen] = useState(() => !!focusOnMount && value.trim().length >= minSuggestionLength);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const prefix = useDebouncedValue(typed, suggestionDelay);
  const enough = prefix.length >= minSuggestionLength;
  const { currentData, data, isFetching } = useGetSuggestionsQuery(prefix, { skip: !enough });
  // While the next prefix's suggestions load, the list keeps the last ones instead of vanishing
  // for a moment: an Escape pressed then would close the whole header search, with the term.
  const latest = currentData ?? (isFetching ? data : undefined);
  const suggestions = enough && typed.length >= minSuggestionLength ? (latest ?? []) : [];
  const shown = open && suggestions.length > 0;

  // A layout effect: the field replaces the stand-in form while the visitor may be typing, so the
  // focus moves in the same commit, before the browser handles another key (a passive effect ran
  // after a paint, and a key typed in between went nowhere: "matel" for "mantel").
  useLayoutEffect(() => {
    if (!focusOnMount) return;
    const field = input.current;
    field?.focus();
    // The cursor after what was typed already (in the stand-in form).
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [focusOnMount]);

  const choose = (index: number) => {
    const chosen = suggestions[index];
    if (!chosen) return;
    onChange(chosen.text);
    setOpen(false);
    setActive(-1);
    search(chosen.text);
  };

  const move = (step: 1 | -1) => {
    if (suggestions.length === 0) return;
    setOpen(true);
    setActive((current) => {
      if (!shown || current === -1) return step === 1 ? 0 : suggestions.length - 1;
      return (current + step + suggestions.length) % suggestions.length;
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Enter') {
      // The form searches for what was typed; the list has done its work.
      setOpen(false);
    } else if (event.key === 'Escape' && shown) {
      // Only closes the list: the browser would also empty a search field, losing the term.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <>
      <input
        ref={input}
        id={id}
        type="search"
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        className={className}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onFocus={onFocus}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      <ul id={listId} role="listbox" aria-label={t('Suggestions.Label')} className={styles.list} hidden={!shown}>
        {suggestions.map((suggestion, index) => (
          // Keys are handled by the field (the APG pattern keeps focus there); a click chooses.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.text}
            id={optionId(index)}
            role="option"
            // The name is the suggestion as one word, whatever the bold part splits off.
            aria-label={suggestion.text}
            aria-selected={index === active}
            className={styles.option}
            // The field keeps the focus, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {/* One flex item, so the spaces around the bold part stay. */}
            <span>
              <SuggestionText text={suggestion.text} typed={typed} />
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className={visuallyHidden}>
        {shown ? t('Suggestions.Count', { count: suggestions.length }) : ''}
      </p>
    </>
  );
}
