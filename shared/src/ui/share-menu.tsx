import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUiKitTranslations } from '../consent/ui-kit-translations';
import styles from './share-menu.module.css';
import { visuallyHidden } from './visually-hidden';
import { useDismiss, type DismissReason } from './use-dismiss';

addUiKitTranslations();

/** Spec 2 §9: how long the copy button shows its success state. */
export const COPY_FEEDBACK_MS = 2000;

interface Props {
  url: string;
  title: string;
}

interface ShareLink {
  key: 'Facebook' | 'WhatsApp' | 'X' | 'LinkedIn' | 'Email';
  href: string;
  newTab: boolean;
}

/** Spec 2 §2: mobile detection outside the layout is by user agent. */
export function isMobileUserAgent(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

export function shareLinks(url: string, title: string, mobile: boolean): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { key: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, newTab: true },
    // Spec 2 §7: the app scheme on mobile, WhatsApp Web otherwise.
    mobile
      ? { key: 'WhatsApp', href: `whatsapp://send?text=${text}`, newTab: false }
      : { key: 'WhatsApp', href: `https://web.whatsapp.com/send?text=${text}`, newTab: true },
    {
      key: 'X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      newTab: true,
    },
    { key: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, newTab: true },
    { key: 'Email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`, newTab: false },
  ];
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Spec 2 §4 share menu: a disclosure with share links and a copy-link button. */
export function ShareMenu({ url, title }: Props) {
  const { t } = useTranslation('Common');
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close, { outsidePointer: true, focusLeave: true });

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard access (http, permission denied): say so instead of failing silently.
      setCopy('failed');
    }
  };

  const mobile = isMobileUserAgent();

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('ShareMenu.Toggle')}
      </button>
      <ul id={listId} className={styles.list} aria-label={t('ShareMenu.Label')} hidden={!open}>
        {shareLinks(url, title, mobile).map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => setOpen(false)}
            >
              {t(`ShareMenu.${link.key}`)}
              {link.newTab ? <span className={visuallyHidden}> {t('ShareMenu.NewTab')}</span> : null}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.copy} onClick={() => void copyLink()}>
            {copy === 'copied' ? t('ShareMenu.Copied') : t('ShareMenu.Copy')}
          </button>
        </li>
      </ul>
      {/* A focused button's new text is not always read out, so the outcome also goes here. */}
      <p role="status" className={copy === 'failed' ? styles.failed : visuallyHidden}>
        {copy === 'copied' ? t('ShareMenu.Copied') : copy === 'failed' ? t('ShareMenu.CopyFailed') : ''}
      </p>
    </div>
  );
}
