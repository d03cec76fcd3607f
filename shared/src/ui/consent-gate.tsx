import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptMarketing } from '../consent/consent';
import { useConsent } from '../consent/use-consent';
import { addUiKitTranslations } from '../consent/ui-kit-translations';
import styles from './consent-gate.module.css';
import { primaryButton } from './button';

addUiKitTranslations();

interface Props {
  kind: 'video' | 'embed';
  /** Named in the placeholder, so a visitor knows which video or embed is held back. */
  title?: string;
  children: ReactNode;
}

/**
 * Spec 2 §4 cookie gate: videos and embeds from other sites render only with marketing
 * consent; until then a placeholder explains why and lets the visitor accept.
 */
export function ConsentGate({ kind, title, children }: Props) {
  const { t } = useTranslation('Common');
  const { marketing } = useConsent();
  const textId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const acceptedHere = useRef(false);

  useEffect(() => {
    // The accept button is gone once the content shows; without this, keyboard focus would
    // drop to the top of the page. Only the gate that was used takes focus, not its siblings.
    if (marketing && acceptedHere.current) {
      acceptedHere.current = false;
      contentRef.current?.focus();
    }
  }, [marketing]);

  if (marketing) {
    return (
      <div ref={contentRef} tabIndex={-1} className={styles.content}>
        {children}
      </div>
    );
  }

  const accept = () => {
    acceptedHere.current = true;
    acceptMarketing();
  };

  return (
    <div className={styles.placeholder}>
      <p id={textId} className={styles.text}>
        {t(`ConsentGate.${kind}`, { context: title ? 'title' : undefined, title })} {t('ConsentGate.Why')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={primaryButton} aria-describedby={textId} onClick={accept}>
          {t('ConsentGate.Accept')}
        </button>
        <a href="/cookies">{t('ConsentGate.More')}</a>
      </div>
    </div>
  );
}
