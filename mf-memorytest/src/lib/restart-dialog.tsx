import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import { Modal } from '@alz/shared/ui/modal';
import styles from './memory-test.module.css';

interface Props {
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Opnieuw beginnen" asks first: the answers cannot come back. */
export function RestartDialog({ onConfirm, onCancel }: Props) {
  const { t } = useTranslation('MemoryTest');
  const titleId = useId();
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} onClose={onCancel} initialFocus={safeChoice} className={styles.dialog}>
      <h2 id={titleId}>{t('Restart.Title')}</h2>
      <p>{t('Restart.Text')}</p>
      {/* The safe choice first, as the main button and with the focus: a visitor who is unsure,
          or presses Enter at once, keeps the answers. Wiping them is the quieter second. */}
      <div className={styles.actions}>
        <button ref={safeChoice} type="button" className={primaryButton} onClick={onCancel}>
          {t('Restart.Cancel')}
        </button>
        <button type="button" className={styles.secondary} onClick={onConfirm}>
          {t('Restart.Confirm')}
        </button>
      </div>
    </Modal>
  );
}
