import { useId } from 'react';
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
  return (
    <Modal labelledBy={titleId} onClose={onCancel} className={styles.dialog}>
      <h2 id={titleId}>{t('Restart.Title')}</h2>
      <p>{t('Restart.Text')}</p>
      <div className={styles.actions}>
        <button type="button" className={primaryButton} onClick={onConfirm}>
          {t('Restart.Confirm')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('Restart.Cancel')}
        </button>
      </div>
    </Modal>
  );
}
