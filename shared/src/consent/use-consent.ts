import { useSyncExternalStore } from 'react';
import { eventBus } from '../events/event-bus';
import { getConsent, type Consent } from './consent';

const NOT_CHOSEN: Consent = { chosen: false, marketing: false };

let snapshot: Consent = NOT_CHOSEN;

// useSyncExternalStore needs the same object while nothing changed, or it renders forever.
function readSnapshot(): Consent {
  const next = getConsent();
  if (next.chosen !== snapshot.chosen || next.marketing !== snapshot.marketing) snapshot = next;
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  return eventBus.on('consent:changed', onChange);
}

/**
 * The visitor's consent, kept current over the event bus: a choice made in the shell's banner
 * or in any remote's consent gate re-renders every consumer on the page.
 */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, readSnapshot, () => NOT_CHOSEN);
}
