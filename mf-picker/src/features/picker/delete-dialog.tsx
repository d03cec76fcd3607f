import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@alz/shared/ui/button';
import { Modal } from '@alz/shared/ui/modal';
import styles from './picker-panel.module.css';

interface Props {
  name: string;
  /** Deletes the picture; the dialog closes when it is done, whatever the outcome. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  /** Where focus goes when the dialog closes; null for the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** Spec 2 §2, §8: "Weet u zeker dat u '{name}' wilt verwijderen?" */
export function DeleteDialog({ name, onConfirm, onCancel, returnFocusTo }: Props) {
  const { t } = useTranslation('Picker');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      onClose={() => !busy && onCancel()}
      labelledBy={titleId}
      className={styles.dialog}
      returnFocusTo={returnFocusTo}
    >
      <h2 id={titleId} className={styles.title}>
        {t('Delete.Title')}
      </h2>
      <p>{t('Delete.Confirm', { name })}</p>
      <p>{t('Delete.Copies')}</p>
      {busy ? <p role="status">{t('Delete.Busy')}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm();
          }}
        >
          {t('Delete.Submit')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={onCancel}>
          {t('Delete.Cancel')}
        </button>
      </div>
    </Modal>
  );
}
