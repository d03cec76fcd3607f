import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@alz/shared/ui/button';
import { PickerPanel } from './picker-panel';
import styles from './picture-field.module.css';

export interface PictureFieldProps {
  /** The form field the chosen picture's address goes into (a hidden input), for a plain form. */
  name?: string;
  /** The address chosen before. */
  value?: string;
  /** Read mode (spec 2 §6): look only; choosing, removing and typing an address are off. */
  readOnly?: boolean;
  /** Told of every change: the address, or null when the picture was removed. */
  onChange?: (url: string | null) => void;
  /**
   * The editor's key for writing (upload, delete, sized copies): sent to the api, which answers
   * with short-lived storage tokens. A function when the page learns it later. Without a valid
   * key the picker says "Niet bevoegd…" on every write; looking and choosing prepared pictures work.
   */
  editorKey?: string | (() => string | null | undefined);
}

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The picker's field in a CMS form: the chosen picture, its address and the side panel. */
export function PictureField({ name = 'image', value = '', readOnly = false, onChange, editorKey }: PictureFieldProps) {
  const { t } = useTranslation('Picker');
  const id = useId();
  const [url, setUrl] = useState(value);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const change = (next: string) => {
    setUrl(next);
    onChange?.(next.trim() ? next.trim() : null);
  };
  return (
    <fieldset className={styles.field}>
      <legend>{t('Field.Legend')}</legend>
      <input type="hidden" name={name} value={url.trim()} />
      {url.trim() ? (
        <figure className={styles.preview}>
          <img src={url.trim()} alt="" width={320} height={150} />
          <figcaption>{t('Field.Chosen', { name: fileName(url.trim()) })}</figcaption>
        </figure>
      ) : (
        <p>{t('Field.None')}</p>
      )}
      <label htmlFor={`${id}-url`}>{t('Field.Url')}</label>
      <input
        id={`${id}-url`}
        type="url"
        className={styles.url}
        value={url}
        readOnly={readOnly}
        onChange={(event) => change(event.target.value)}
      />
      <div className={styles.actions}>
        <button
          ref={opener}
          type="button"
          className={primaryButton}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('Field.Open')}
        </button>
        <button type="button" className={secondaryButton} disabled={readOnly || !url.trim()} onClick={() => change('')}>
          {t('Field.Reset')}
        </button>
      </div>
      {open ? (
        <PickerPanel
          selectedUrl={url.trim() || null}
          readOnly={readOnly}
          editorKey={() => (typeof editorKey === 'function' ? editorKey() : editorKey)?.trim() || null}
          onDeleted={(deleted) => {
            if (url.trim() && new URL(url.trim(), window.location.href).href === deleted) change('');
          }}
          onSelect={(picture) => {
            change(new URL(picture.url, window.location.href).href);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  );
}
