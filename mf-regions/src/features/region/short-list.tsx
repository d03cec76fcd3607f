import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@alz/shared/ui/button';
import { desktopQuery } from '@alz/shared/ui/use-is-desktop';
import styles from './short-list.module.css';

/** How many items a list section shows on a phone before "Bekijk alles". */
export const SHORT_LIST_SIZE = 3;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () =>
  typeof window !== 'undefined' && window.matchMedia ? !window.matchMedia(desktopQuery).matches : null;

/**
 * True below the desktop width (spec 1 §2.3), false at it; null while unknown (the server and the
 * hydrating render). Unknown, the stylesheet's media query alone shortens the list, so the first
 * paint is already right at every width and nothing moves once the width is known. (useIsDesktop
 * answers "phone" there, which would hide items at desktop width until hydration is done.)
 */
function useNarrowScreen(): boolean | null {
  return useSyncExternalStore(subscribe, isNarrow, () => null);
}

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  className?: string;
  itemClassName?: string;
  /** The id of the section's heading: each section's button says which list it opens. */
  describedBy: string;
  children: (item: T) => ReactNode;
}

/**
 * A list section of the region page, short on a phone: the first 3 items, then "Bekijk alles (n)",
 * which shows the rest in place and moves focus to the first of them. Items beyond are hidden for
 * real (display none: not focusable, not read). At desktop width every item shows, as it did.
 */
export function ShortList<T>({ items, keyOf, className, itemClassName, describedBy, children }: Props<T>) {
  const { t } = useTranslation('Region');
  const listId = useId();
  const narrow = useNarrowScreen();
  const [expanded, setExpanded] = useState(false);
  const firstBeyond = useRef<HTMLLIElement>(null);
  const collapsible = items.length > SHORT_LIST_SIZE && narrow !== false;
  const collapsed = collapsible && !expanded;

  const showAll = () => {
    // The button goes once used (one way, as spec 2 §4's expandable list), so focus would fall
    // back to the page: it goes to the first item shown, which must be on the page first.
    flushSync(() => setExpanded(true));
    firstBeyond.current?.focus();
  };

  return (
    <>
      <ul id={listId} className={className}>
        {items.map((item, index) => {
          const beyond = index >= SHORT_LIST_SIZE;
          const first = index === SHORT_LIST_SIZE;
          const classes = [itemClassName, beyond && collapsed ? styles.beyond : null, first ? styles.first : null]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={keyOf(item)}
              className={classes || undefined}
              hidden={beyond && collapsed && narrow === true ? true : undefined}
              ref={first ? firstBeyond : undefined}
              tabIndex={first ? -1 : undefined}
            >
              {children(item)}
            </li>
          );
        })}
      </ul>
      {collapsed ? (
        <p className={styles.more}>
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={false}
            aria-controls={listId}
            aria-describedby={describedBy}
            onClick={showAll}
          >
            {t('RegionDetail.ShowAll', { total: items.length })}
          </button>
        </p>
      ) : null}
    </>
  );
}
