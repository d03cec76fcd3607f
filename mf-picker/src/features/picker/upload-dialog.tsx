import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '@alz/shared/form/file-field';
import { primaryButton, secondaryButton } from '@alz/shared/ui/button';
import { Modal } from '@alz/shared/ui/modal';
import { loadWrites, type PictureType, type WriteFailure } from './load-writes';
import { PICTURE_TYPES } from '@alz/shared/media/picture-types';
import { CopyProgress } from './copy-progress';
import styles from './picker-panel.module.css';

interface Props {
  editorKey: string | null;
  onUploaded: (name: string) => void;
  onFailed: (failure: WriteFailure) => void;
  onClose: () => void;
}

type Chosen = { file: File; type: PictureType; preview: string } | null;

/**
 * Spec 2 §2, §4: choose a file, see it, upload it. "Uploaden" waits for a checked picture and is
 * off while uploading; success closes the dialog (the form starts empty next time), failure too,
 * and the panel says what went wrong.
 */
export function UploadDialog({ editorKey, onUploaded, onFailed, onClose }: Props) {
  const { t } = useTranslation('Picker');
  const titleId = useId();
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const choose = async (file: File | null) => {
    setChosen(null);
    setError(null);
    if (!file) return;
    setChecking(true);
    // Spec 2 §5: images only, judged by the file's content, not by its name.
    const type = await (await loadWrites()).sniffPictureType(file);
    setChecking(false);
    if (type) setChosen({ file, type, preview: URL.createObjectURL(file) });
    else setError(t('Upload.NotAPicture'));
  };

  const upload = async () => {
    if (!chosen || uploading) return;
    setUploading(true);
    const writes = await loadWrites();
    const answer = await writes.uploadPicture(editorKey, chosen.file, chosen.type, (done, total) =>
      setProgress({ done, total }),
    );
    if (answer.ok) onUploaded(answer.value);
    else onFailed(answer.failure);
  };

  return (
    <Modal onClose={() => !uploading && onClose()} labelledBy={titleId} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {t('Upload.Title')}
      </h2>
      <FileField
        inputId={inputId}
        label={t('Upload.File')}
        hint={t('Upload.Hint')}
        name="picture"
        accept={PICTURE_TYPES.join(',')}
        onFile={(file) => void choose(file)}
        error={error}
        announce
      />
      {checking ? <p role="status">{t('Upload.Checking')}</p> : null}
      {chosen ? (
        <figure className={styles.uploadPreview}>
          <img src={chosen.preview} alt={t('Upload.Preview', { name: chosen.file.name })} />
          <figcaption>{chosen.file.name}</figcaption>
        </figure>
      ) : null}
      {uploading && progress && progress.total > 0 ? <CopyProgress {...progress} /> : null}
      <div className={styles.actions}>
        <button type="button" className={primaryButton} disabled={!chosen || uploading} onClick={() => void upload()}>
          {uploading ? t('Upload.Busy') : t('Upload.Submit')}
        </button>
        <button type="button" className={secondaryButton} disabled={uploading} onClick={onClose}>
          {t('Upload.Cancel')}
        </button>
      </div>
    </Modal>
  );
}
