import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getConsentProvider, setConsent } from '@alz/shared';
import { addUiKitTranslations, useConsent } from '@alz/shared/react';
import { ConsentChoices } from './consent-choices';
import styles from './consent.module.css';

addUiKitTranslations();

/**
 * Asks for a cookie choice until one is made. A region, not a dialog: the visitor can read
 * and use the page first (spec 1 §6 only gates videos and embeds).
 */
export function ConsentBanner() {
  const { t } = useTranslation('Common');
  const { chosen } = useConsent();
  const titleId = useId();

  // A consent provider on the page shows its own banner; two would ask the same twice.
  if (chosen || getConsentProvider()) return null;

  const choose = (marketing: boolean) => {
    setConsent({ marketing });
    // The focused button disappears with the banner; main content is where the visitor was
    // heading. No scroll: the visitor stays at the spot they were reading.
    document.getElementById('inhoud')?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby={titleId} className={styles.banner}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('ConsentBanner.Title')}
        </h2>
        <p className={styles.text}>{t('ConsentBanner.Text')}</p>
        <ConsentChoices onChoose={choose} />
      </div>
    </section>
  );
}
