import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@alz/shared/ui/button';
import { Modal } from '@alz/shared/ui/modal';
import { picturesApi } from './api/list-pictures';
import type { PictureItem } from './blob-list';
import { FIRST_PAGE, loadMoreState, MORE_PAGE } from './picker-paging';
import styles from './picker-panel.module.css';

const absolute = (url: string) => new URL(url, window.location.href).href;

interface Props {
  /** The picture chosen before, marked when the panel opens. */
  selectedUrl: string | null;
  readOnly: boolean;
  onSelect: (picture: PictureItem) => void;
  onClose: () => void;
}

/**
 * The picker's side panel (spec 2 §2): the pictures container newest first, 15 at first and 10
 * more per "Meer laden". A click (or Enter or Space) marks a picture; "Kiezen" or a double click
 * chooses it. A native dialog: focus stays inside, Escape closes.
 */
export function PickerPanel({ selectedUrl, readOnly, onSelect, onClose }: Props) {
  const { t } = useTranslation('Picker');
  const titleId = useId();
  const { data: pictures, error, isFetching } = picturesApi.endpoints.listPictures.useQuery();
  const [shown, setShown] = useState(FIRST_PAGE);
  // Compared as full addresses: the chosen one is stored that way, the list gives paths.
  const [marked, setMarked] = useState<string | null>(selectedUrl && absolute(selectedUrl));
  const total = pictures?.length ?? 0;
  const more = loadMoreState(!!pictures && !isFetching, shown, total);
  const markedPicture = pictures?.find((picture) => absolute(picture.url) === marked) ?? null;

  const choose = (picture: PictureItem | null) => {
    if (readOnly || !picture) return;
    onSelect(picture);
  };

  let body;
  if (error) {
    const unauthorized = 'status' in error && error.status === 401;
    body = <p role="alert">{t(unauthorized ? 'Messages.NotAuthorized' : 'Messages.FailedToLoad')}</p>;
  } else if (!pictures) {
    body = <p role="status">{t('Messages.Loading')}</p>;
  } else if (pictures.length === 0) {
    body = <p>{t('Messages.Empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={t('Panel.List')}>
          {pictures.slice(0, shown).map((picture) => (
            <li key={picture.url}>
              <button
                type="button"
                className={styles.picture}
                aria-pressed={marked === absolute(picture.url)}
                disabled={readOnly}
                onClick={() => setMarked(absolute(picture.url))}
                onDoubleClick={() => choose(picture)}
              >
                {/* The file name is the button's text; the picture adds nothing to read. */}
                <img src={picture.url} alt="" loading="lazy" width={320} height={150} />
                <span className={styles.name}>{picture.alt}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className={styles.count}>{t('Panel.Shown', { shown: Math.min(shown, total), total })}</p>
      </>
    );
  }

  return (
    <Modal onClose={onClose} labelledBy={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        {t('Title')}
      </h2>
      {readOnly ? <p>{t('Panel.ReadOnly')}</p> : <p>{t('Intro')}</p>}
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
          disabled={readOnly || !markedPicture}
          onClick={() => choose(markedPicture)}
        >
          {markedPicture ? t('Panel.ChooseNamed', { name: markedPicture.alt }) : t('Panel.Choose')}
        </button>
      </div>
    </Modal>
  );
}
