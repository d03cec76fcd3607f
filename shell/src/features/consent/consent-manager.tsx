import { useEffect, useRef } from 'react';
import { bridgeProviderConsent, eventBus, openProviderSettings } from '@alz/shared';
import { ConsentBanner } from './consent-banner';
import { ConsentSettings } from './consent-settings';

/**
 * The shell's consent handling: the banner until a choice is made, and the settings dialog
 * whenever any part of the site emits `consent:open` (footer link, cookie page).
 */
export function ConsentManager() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => bridgeProviderConsent(), []);

  useEffect(
    () =>
      eventBus.on('consent:open', () => {
        if (openProviderSettings()) return;
        const dialog = dialogRef.current;
        if (!dialog || dialog.open) return;
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
      }),
    [],
  );

  // Not every browser returns focus from a modal dialog, so we do it ourselves.
  const restoreFocus = () => {
    opener.current?.focus();
    opener.current = null;
  };

  return (
    <>
      <ConsentBanner />
      <ConsentSettings ref={dialogRef} onClose={restoreFocus} />
    </>
  );
}
