import { useTranslation } from 'react-i18next';
import styles from './consent.module.css';

interface Props {
  onChoose: (marketing: boolean) => void;
}

/** The two answers, the same in the banner and in the settings dialog. */
export function ConsentChoices({ onChoose }: Props) {
  const { t } = useTranslation('Common');
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} onClick={() => onChoose(true)}>
        {t('ConsentBanner.AcceptAll')}
      </button>
      {/* Equal weight on purpose: refusing must be as easy as accepting (GDPR, AP guidance). */}
      <button type="button" className={styles.primary} onClick={() => onChoose(false)}>
        {t('ConsentBanner.NecessaryOnly')}
      </button>
      <a href="/cookies">{t('ConsentBanner.More')}</a>
    </div>
  );
}
