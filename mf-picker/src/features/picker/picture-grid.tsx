import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import type { PictureItem } from './blob-list';
import styles from './picker-panel.module.css';

export const absolute = (url: string) => new URL(url, window.location.href).href;

interface Props {
  /** The pictures shown so far; more are appended as pages come (spec 2 §4). */
  pictures: PictureItem[];
  /** The marked picture's full address. */
  marked: string | null;
  readOnly: boolean;
  busy: boolean;
  onMark: (url: string) => void;
  onChoose: (picture: PictureItem) => void;
  onDelete: (picture: PictureItem) => void;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The panel's pictures. The grid is one tab stop (a roving tabindex): Tab reaches the current
 * picture and its "Verwijder", the next Tab goes on to the panel's buttons; the arrow keys, Home
 * and End move between pictures. The current one is the one last moved to, else the marked, else
 * the first; pictures appended later join the arrows' reach and leave the tab stop where it is.
 */
export function PictureGrid({ pictures, marked, readOnly, busy, onMark, onChoose, onDelete, ref }: Props) {
  const { t } = useTranslation('Picker');
  const [current, setCurrent] = useState<string | null>(null);
  const currentUrl =
    [current, marked].find((url) => url && pictures.some((picture) => absolute(picture.url) === url)) ??
    (pictures[0] ? absolute(pictures[0].url) : null);

  const moveInGrid = (event: KeyboardEvent<HTMLButtonElement>) => {
    const list = event.currentTarget.closest('ul')!;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('button[data-picture]')];
    const at = buttons.indexOf(event.currentTarget);
    // Pictures per row: those level with the first (a row is as wide as the panel allows).
    const firstTop = buttons[0]!.getBoundingClientRect().top;
    const perRow = Math.max(1, buttons.filter((button) => button.getBoundingClientRect().top === firstTop).length);
    const to = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at + perRow,
      ArrowUp: at - perRow,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, to))]!;
    setCurrent(next.dataset.picture!);
    next.focus();
  };

  return (
    <ul ref={ref} className={styles.grid} aria-label={t('Panel.List')}>
      {pictures.map((picture) => {
        const url = absolute(picture.url);
        return (
          <li key={picture.url} className={styles.card}>
            <button
              type="button"
              className={styles.picture}
              data-picture={url}
              tabIndex={url === currentUrl ? 0 : -1}
              onFocus={() => setCurrent(url)}
              onKeyDown={moveInGrid}
              aria-pressed={marked === url}
              disabled={readOnly || busy}
              onClick={() => onMark(url)}
              onDoubleClick={() => onChoose(picture)}
            >
              {/* The file name is the button's text; the picture adds nothing to read. Its size
                  is fixed (spec 2 §9, 150 px high), so a picture arriving late moves nothing. */}
              <img src={picture.url} alt="" loading="lazy" width={320} height={150} />
              <span className={styles.name}>{picture.alt}</span>
            </button>
            {readOnly ? null : (
              <button
                type="button"
                className={styles.delete}
                tabIndex={url === currentUrl ? 0 : -1}
                disabled={busy}
                onClick={() => onDelete(picture)}
              >
                {t('Delete.Open')}
                <span className={visuallyHidden}> {picture.alt}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
