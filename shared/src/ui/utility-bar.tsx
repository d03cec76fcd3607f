import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '../analytics/data-layer';
import { addUiKitTranslations } from '../consent/ui-kit-translations';
import { pageInputIds, readPageInput } from '../page/page-input';
import { ShareMenu } from './share-menu';
import styles from './utility-bar.module.css';

addUiKitTranslations();

interface Props {
  url: string;
  title: string;
  /** The element read aloud; the page's main content by default. */
  readTargetId?: string;
  /** False on a page that is the visitor's own, such as a memory-test result: nothing to share. */
  share?: boolean;
}

const READ_SPEAKER = 'https://app-eu.readspeaker.com/cgi-bin/rsent';
// ReadSpeaker's conventional class: editors can mark extra regions to be read with it.
const READ_CLASS = 'rs_read_this';

/** Spec 2 §7: the speech provider's link with customer id, language, read id and class, page url. */
export function readAloudHref(customerId: string, readId: string, url: string): string {
  const params = new URLSearchParams({
    customerid: customerId,
    lang: 'nl_nl',
    readid: readId,
    readclass: READ_CLASS,
    url,
  });
  return `${READ_SPEAKER}?${params.toString()}`;
}

// Chrome stops a long utterance after about 15 seconds, so the text goes out per sentence.
function sentences(text: string): string[] {
  const parts = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]*/g) ?? [];
  return parts.map((part) => part.trim()).filter(Boolean);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

function hasSpeech(): boolean {
  return (
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** Spec 2 §2 utility bar: print, read aloud (hotkey Alt+L) and share. Hidden in print. */
export function UtilityBar({ url, title, readTargetId = 'inhoud', share = true }: Props) {
  const { t } = useTranslation('Common');
  const [speaking, setSpeaking] = useState(false);
  const readRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  // Each start or stop gets a number, so a late end event of an earlier run cannot reset the button.
  const run = useRef(0);
  const customerId = readPageInput(pageInputIds.readAloudCustomerId);
  const speech = !customerId && hasSpeech();

  // Spec 2 §2's L, with Alt (WCAG 2.1.4: a single letter fires by accident, for a visitor who
  // types into the page or uses speech input). `code`, since on a Mac Alt+L types "¬".
  useEffect(() => {
    if (!customerId && !speech) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'KeyL' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || event.repeat || isTyping(event.target)) return;
      event.preventDefault();
      readRef.current?.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [customerId, speech]);

  // A new run number first, so the end event of the reading stopped cannot reset the button.
  const stopReading = useCallback(() => {
    run.current++;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  // Escape stops the reading, wherever focus is.
  useEffect(() => {
    if (!speaking) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) stopReading();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [speaking, stopReading]);

  useEffect(
    () => () => {
      // Leaving the page (or the bar) should not keep reading the old text.
      if (run.current > 0 && hasSpeech()) window.speechSynthesis.cancel();
    },
    [],
  );

  const print = () => {
    // Pushed before printing: some browsers block the page until the print dialog closes.
    pushDataLayer({ event: 'print', category: 'Printen', action: 'button', label: window.location.pathname });
    window.print();
  };

  const toggleSpeech = () => {
    if (speaking) {
      stopReading();
      return;
    }
    const synth = window.speechSynthesis;
    const current = ++run.current;
    synth.cancel();
    const target = document.getElementById(readTargetId);
    const chunks = sentences(target?.innerText || target?.textContent || '');
    if (chunks.length === 0) return;
    const voice = synth.getVoices().find((v) => v.lang.toLowerCase().replace('_', '-').startsWith('nl'));
    const done = () => {
      if (run.current === current) setSpeaking(false);
    };
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = 'nl-NL';
      if (voice) utterance.voice = voice;
      utterance.onerror = done;
      if (index === chunks.length - 1) utterance.onend = done;
      synth.speak(utterance);
    });
    setSpeaking(true);
  };

  // Shown to sighted keyboard users; screen readers announce aria-keyshortcuts instead.
  const shortcut = (
    <kbd className={styles.shortcut} aria-hidden="true">
      {t('UtilityBar.Shortcut')}
    </kbd>
  );

  return (
    <div role="group" aria-label={t('UtilityBar.Label')} className={styles.bar}>
      <button type="button" className={styles.action} onClick={print}>
        {t('UtilityBar.Print')}
      </button>
      {customerId ? (
        <a
          ref={readRef}
          className={styles.action}
          href={readAloudHref(customerId, readTargetId, url)}
          aria-keyshortcuts="Alt+L"
        >
          {t('UtilityBar.ReadAloud')} {shortcut}
        </a>
      ) : speech ? (
        <button ref={readRef} type="button" className={styles.action} aria-keyshortcuts="Alt+L" onClick={toggleSpeech}>
          {speaking ? t('UtilityBar.StopReading') : t('UtilityBar.ReadAloud')} {shortcut}
        </button>
      ) : null}
      {share ? <ShareMenu url={url} title={title} /> : null}
    </div>
  );
}
