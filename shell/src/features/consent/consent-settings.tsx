import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { setConsent } from '@alz/shared';
import { addUiKitTranslations, useConsent } from '@alz/shared/react';
import { ConsentChoices } from './consent-choices';
import styles from './consent.module.css';

addUiKitTranslations();

interface Props {
  ref: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
}

/** The banner's choice again, as a modal dialog the visitor can open at any time. */
export function ConsentSettings({ ref, onClose }: Props) {
  const { t } = useTranslation('Common');
  const { chosen, marketing } = useConsent();
  const titleId = useId();
  const current = !chosen ? 'none' : marketing ? 'all' : 'necessary';

  const choose = (accept: boolean) => {
    setConsent({ marketing: accept });
    ref.current?.close();
  };

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={styles.dialog} onClose={onClose}>
      {/* First in the dialog, so showModal puts focus on closing rather than on a choice. */}
      <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
        {t('Close')}
      </button>
      <h2 id={titleId} className={styles.title}>
        {t('ConsentBanner.SettingsTitle')}
      </h2>
      <p className={styles.text}>{t('ConsentBanner.Text')}</p>
      <p className={styles.text}>{t(`ConsentBanner.Current.${current}`)}</p>
      <ConsentChoices onChoose={choose} />
    </dialog>
  );
}
