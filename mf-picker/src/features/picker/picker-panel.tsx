import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@alz/shared/ui/button';
import { Modal } from '@alz/shared/ui/modal';
import { useInfiniteSentinel } from '../../lib/use-infinite-sentinel';
import { picturesApi } from './api/list-pictures';
import { pictureContainer, type PictureItem } from './blob-list';
import { CopyProgress } from './copy-progress';
import { DeleteDialog } from './delete-dialog';
import { ListFailure } from './list-failure';
import { failureMessage, loadWrites, type StoredPicture, type WriteAction, type WriteFailure } from './load-writes';
import { FIRST_PAGE, loadMoreState, MORE_PAGE } from './picker-paging';
import { absolute, PictureGrid } from './picture-grid';
import { UploadDialog } from './upload-dialog';
import styles from './picker-panel.module.css';

const stored = (picture: PictureItem): StoredPicture => ({
  name: picture.alt,
  url: picture.url,
  contentType: picture.contentType,
});

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
 * 10 more when the end of the list scrolls into view or per "Meer laden" (see
 * docs/decisions/0022-endless-scrolling-only-in-the-picker.md). A click (or Enter or Space) marks a
 * picture; "Kiezen" or a double click chooses it, once its sized copies are there. Upload and
 * delete each have their dialog. A native dialog: focus stays inside, Escape closes.
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
  const grid = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // "Meer laden" takes focus to the first new picture; scrolling leaves focus where it is, unless
  // it was on "Meer laden" and the last page makes that button go.
  const focusFrom = useRef<number | null>(null);
  const showMore = (byButton: boolean) => {
    if (byButton || (shown + MORE_PAGE >= total && document.activeElement === moreButton.current)) {
      focusFrom.current = shown;
    }
    setShown((count) => count + MORE_PAGE);
  };
  // The list itself is one request (blob storage lists by name, and newest first needs every
  // name), so a page comes at once: the sentinel and "Meer laden" show the next 10 of it.
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => showMore(false), more === 'not-done' && !error, shown);
  useEffect(() => {
    const at = focusFrom.current;
    focusFrom.current = null;
    if (at !== null) grid.current?.querySelectorAll<HTMLButtonElement>('button[data-picture]')[at]?.focus();
  }, [shown]);

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

  const visible = pictures?.slice(0, shown) ?? [];

  let body;
  if (error) {
    body = (
      <ListFailure
        status={'status' in error ? error.status : 500}
        retrying={isFetching}
        onRetry={() => void refetch()}
        afterRetry={() => heading.current?.focus()}
      />
    );
  } else if (!pictures) {
    body = <p role="status">{t('Messages.Loading')}</p>;
  } else if (pictures.length === 0) {
    body = <p>{t('Messages.Empty')}</p>;
  } else {
    body = (
      <>
        <PictureGrid
          ref={grid}
          pictures={visible}
          marked={marked}
          readOnly={readOnly}
          busy={busy}
          onMark={setMarked}
          onChoose={(picture) => void choose(picture)}
          onDelete={(picture) => {
            setProblem(null);
            deleted.current = false;
            setDialog({ kind: 'delete', picture });
          }}
        />
        {/* Spec 2 §4, §9: watched for infinite pagination; gone once all are shown. */}
        {shown < total ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
        {/* One polite message per page: the new count (or, while the list reloads, that it loads). */}
        <p role="status" className={styles.count}>
          {isFetching ? t('Messages.Loading') : t('Panel.Shown', { shown: Math.min(shown, total), total })}
        </p>
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
      {/* "Kiezen" first: when "Meer laden" goes (all shown), nothing beside it moves. */}
      <div className={styles.actions}>
        <button
          type="button"
          className={primaryButton}
          disabled={readOnly || busy || !markedPicture}
          onClick={() => void choose(markedPicture)}
        >
          {markedPicture ? t('Panel.ChooseNamed', { name: markedPicture.alt }) : t('Panel.Choose')}
        </button>
        {/* For the keyboard, screen readers and browsers without IntersectionObserver. While the
            list reloads it stays, aria-disabled, so its focus is not lost (spec 2 §4). */}
        {pictures && !error && shown < total ? (
          <button
            ref={moreButton}
            type="button"
            className={`${secondaryButton} ${styles.waiting}`}
            data-state={more}
            aria-disabled={more !== 'not-done' || undefined}
            onClick={() => more === 'not-done' && showMore(true)}
          >
            {t('Panel.More')}
          </button>
        ) : null}
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
