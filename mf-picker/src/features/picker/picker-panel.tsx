import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@alz/shared/ui/button';
import { Modal } from '@alz/shared/ui/modal';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { picturesApi } from './api/list-pictures';
import { pictureContainer, type PictureItem } from './blob-list';
import { CopyProgress } from './copy-progress';
import { DeleteDialog } from './delete-dialog';
import { failureMessage, loadWrites, type StoredPicture, type WriteAction, type WriteFailure } from './load-writes';
import { FIRST_PAGE, loadMoreState, MORE_PAGE } from './picker-paging';
import { UploadDialog } from './upload-dialog';
import styles from './picker-panel.module.css';

const absolute = (url: string) => new URL(url, window.location.href).href;
const stored = (picture: PictureItem): StoredPicture => ({
  name: picture.alt,
  url: picture.url,
  contentType: picture.contentType,
});

/** Spec 2 §8: what the panel says when the list did not come. */
function listFailureMessage(status: unknown): string {
  if (status === 401) return 'Messages.NotAuthorized';
  if (status === 404) return 'Messages.NotLoaded';
  if (status === 503) return 'Messages.ConnectionError';
  return 'Messages.FailedToLoad';
}

interface Props {
  /** The picture chosen before, marked when the panel opens. */
  selectedUrl: string | null;
  readOnly: boolean;
  /** Asked when the editor writes (upload, delete, sized copies); see PictureFieldProps. */
  editorKey: () => string | null;
  onSelect: (picture: PictureItem) => void;
  /** A picture was deleted: its full address, so the field lets go of it if it was chosen. */
  onDeleted: (url: string) => void;
  onClose: () => void;
}

type Dialog = { kind: 'upload' } | { kind: 'delete'; picture: PictureItem } | null;

/**
 * The picker's side panel (spec 2 §2, §4): the pictures container newest first, 15 at first and
 * 10 more per "Meer laden". A click (or Enter or Space) marks a picture; "Kiezen" or a double click
 * chooses it, once its sized copies are there. Upload and delete each have their dialog. A native
 * dialog: focus stays inside, Escape closes.
 */
export function PickerPanel({ selectedUrl, readOnly, editorKey, onSelect, onDeleted, onClose }: Props) {
  const { t } = useTranslation('Picker');
  const titleId = useId();
  const { data: pictures, error, isFetching, refetch } = picturesApi.endpoints.listPictures.useQuery();
  const [shown, setShown] = useState(FIRST_PAGE);
  // Compared as full addresses: the chosen one is stored that way, the list gives paths.
  const [marked, setMarked] = useState<string | null>(selectedUrl && absolute(selectedUrl));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const total = pictures?.length ?? 0;
  const more = loadMoreState(!!pictures && !isFetching, shown, total);
  const markedPicture = pictures?.find((picture) => absolute(picture.url) === marked) ?? null;
  const busy = preparing !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  // After a delete the picture's button is gone: focus goes to the panel's heading instead.
  const deleted = useRef(false);

  const fail = (failure: WriteFailure, action: WriteAction) => setProblem(t(failureMessage(failure, action)));

  const choose = async (picture: PictureItem | null) => {
    if (readOnly || !picture || busy) return;
    setProblem(null);
    setPreparing({ done: 0, total: 0 });
    const answer = await (
      await loadWrites()
    ).preparePicture(editorKey(), stored(picture), (done, count) => setPreparing({ done, total: count }));
    setPreparing(null);
    if (answer.ok) onSelect(picture);
    else fail(answer.failure, 'Prepare');
  };

  const remove = async (picture: PictureItem) => {
    const answer = await (await loadWrites()).deletePicture(editorKey(), stored(picture));
    setDialog(null);
    if (!answer.ok) {
      // Spec 2 §4: a failed delete leaves everything as it was, the mark included.
      fail(answer.failure, 'Delete');
      return;
    }
    deleted.current = true;
    const url = absolute(picture.url);
    if (marked === url) setMarked(null);
    onDeleted(url);
    void refetch();
  };

  // The grid is one tab stop (a roving tabindex): Tab reaches the current picture and its
  // "Verwijder", the next Tab goes on to the panel's buttons; the arrow keys, Home and End move
  // between pictures. The current one is the one last moved to, else the marked, else the first.
  const visible = pictures?.slice(0, shown) ?? [];
  const [current, setCurrent] = useState<string | null>(null);
  const currentUrl =
    [current, marked].find((url) => url && visible.some((picture) => absolute(picture.url) === url)) ??
    (visible[0] ? absolute(visible[0].url) : null);
  const moveInGrid = (event: KeyboardEvent<HTMLButtonElement>) => {
    const grid = event.currentTarget.closest('ul')!;
    const buttons = [...grid.querySelectorAll<HTMLButtonElement>('button[data-picture]')];
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

  let body;
  if (error) {
    body = <p role="alert">{t(listFailureMessage('status' in error ? error.status : 500))}</p>;
  } else if (!pictures) {
    body = <p role="status">{t('Messages.Loading')}</p>;
  } else if (pictures.length === 0) {
    body = <p>{t('Messages.Empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={t('Panel.List')}>
          {visible.map((picture) => (
            <li key={picture.url} className={styles.card}>
              <button
                type="button"
                className={styles.picture}
                data-picture={absolute(picture.url)}
                tabIndex={absolute(picture.url) === currentUrl ? 0 : -1}
                onFocus={() => setCurrent(absolute(picture.url))}
                onKeyDown={moveInGrid}
                aria-pressed={marked === absolute(picture.url)}
                disabled={readOnly || busy}
                onClick={() => setMarked(absolute(picture.url))}
                onDoubleClick={() => void choose(picture)}
              >
                {/* The file name is the button's text; the picture adds nothing to read. */}
                <img src={picture.url} alt="" loading="lazy" width={320} height={150} />
                <span className={styles.name}>{picture.alt}</span>
              </button>
              {readOnly ? null : (
                <button
                  type="button"
                  className={styles.delete}
                  tabIndex={absolute(picture.url) === currentUrl ? 0 : -1}
                  disabled={busy}
                  onClick={() => {
                    setProblem(null);
                    deleted.current = false;
                    setDialog({ kind: 'delete', picture });
                  }}
                >
                  {t('Delete.Open')}
                  <span className={visuallyHidden}> {picture.alt}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
        <p className={styles.count}>{t('Panel.Shown', { shown: Math.min(shown, total), total })}</p>
      </>
    );
  }

  return (
    <Modal onClose={() => !busy && onClose()} labelledBy={titleId} className={styles.panel}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('Title')}
      </h2>
      {readOnly ? <p>{t('Panel.ReadOnly')}</p> : <p>{t('Intro')}</p>}
      {readOnly ? null : (
        <button
          type="button"
          className={secondaryButton}
          aria-haspopup="dialog"
          disabled={busy}
          onClick={() => {
            setProblem(null);
            setDialog({ kind: 'upload' });
          }}
        >
          {t('Upload.Open')}
        </button>
      )}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {preparing ? (
        preparing.total > 0 ? (
          <CopyProgress {...preparing} />
        ) : (
          <p role="status">{t('Copies.Checking')}</p>
        )
      ) : null}
      {body}
      <div className={styles.actions}>
        <button
          type="button"
          className={secondaryButton}
          data-state={more}
          disabled={more !== 'not-done'}
          onClick={() => setShown((count) => count + MORE_PAGE)}
        >
          {t('Panel.More')}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={readOnly || busy || !markedPicture}
          onClick={() => void choose(markedPicture)}
        >
          {markedPicture ? t('Panel.ChooseNamed', { name: markedPicture.alt }) : t('Panel.Choose')}
        </button>
      </div>
      {dialog?.kind === 'upload' ? (
        <UploadDialog
          editorKey={editorKey()}
          onUploaded={(name) => {
            setDialog(null);
            // The new picture comes first in the list; marked, so "Kiezen" takes it.
            setMarked(absolute(`/blobstorage/${pictureContainer}/${encodeURIComponent(name)}`));
            setShown((count) => Math.max(count, FIRST_PAGE));
            void refetch();
          }}
          onFailed={(failure) => {
            setDialog(null);
            fail(failure, 'Upload');
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          name={dialog.picture.alt}
          onConfirm={() => remove(dialog.picture)}
          onCancel={() => setDialog(null)}
          returnFocusTo={() => (deleted.current ? heading.current : null)}
        />
      ) : null}
    </Modal>
  );
}
