import { eventBus } from '../events/event-bus';
import { readCookie, writeCookie } from './cookies';

export interface Consent {
  /** False until the visitor answered the banner (or the consent provider's dialog). */
  chosen: boolean;
  marketing: boolean;
}

export type ConsentChoice = 'all' | 'necessary';

export const consentCookies = { choice: 'cookie-consent', marketing: 'marketing' } as const;

/** Spec 2 §3: the cookie value that means marketing consent. */
export const MARKETING_ACCEPTED = 'accepted';

/**
 * The part of a consent provider's global we rely on. Cookiebot exposes it as `Cookiebot`
 * and, for older integrations, as `CookieConsent`.
 */
export interface ConsentProvider {
  consent?: { marketing?: boolean; preferences?: boolean; statistics?: boolean };
  hasResponse?: boolean;
  renew?: () => void;
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
}

type WindowWithProvider = Window & { Cookiebot?: ConsentProvider; CookieConsent?: ConsentProvider };

/** The consent provider loaded on this page, if any. Ours only works when there is none. */
export function getConsentProvider(): ConsentProvider | undefined {
  if (typeof window === 'undefined') return undefined;
  const { Cookiebot, CookieConsent } = window as WindowWithProvider;
  const provider = Cookiebot ?? CookieConsent;
  return provider && typeof provider === 'object' && provider.consent ? provider : undefined;
}

export function getConsent(): Consent {
  const provider = getConsentProvider();
  if (provider) {
    // The provider runs its own banner; when it does not say, treat its current answer as final.
    return { chosen: provider.hasResponse ?? true, marketing: provider.consent?.marketing === true };
  }
  const choice = readCookie(consentCookies.choice);
  return {
    chosen: choice === 'all' || choice === 'necessary',
    marketing: readCookie(consentCookies.marketing) === MARKETING_ACCEPTED,
  };
}

/**
 * Stores the visitor's choice and tells every remote over the bus, so each consent gate on the
 * page opens (or closes) at once without a reload.
 */
export function setConsent({ marketing }: { marketing: boolean }): void {
  const provider = getConsentProvider();
  if (provider?.submitCustomConsent) {
    // Keep the provider's other categories as they are; only marketing is ours to change.
    provider.submitCustomConsent(
      provider.consent?.preferences === true,
      provider.consent?.statistics === true,
      marketing,
    );
  }
  const choice: ConsentChoice = marketing ? 'all' : 'necessary';
  writeCookie(consentCookies.choice, choice);
  writeCookie(consentCookies.marketing, marketing ? MARKETING_ACCEPTED : 'declined');
  eventBus.emit('consent:changed', { marketing });
}

/** Spec 2 §4: the button of a consent placeholder accepts marketing cookies. */
export function acceptMarketing(): void {
  setConsent({ marketing: true });
}

/**
 * Opens the provider's own settings when there is a provider. Returns false when there is
 * none, so the caller shows ours.
 */
export function openProviderSettings(): boolean {
  const renew = getConsentProvider()?.renew;
  if (!renew) return false;
  renew();
  return true;
}

/**
 * Passes the provider's consent changes on to the bus, so gates follow a choice made in the
 * provider's banner. Returns the matching cleanup.
 */
export function bridgeProviderConsent(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const forward = () => {
    if (getConsentProvider()) eventBus.emit('consent:changed', { marketing: getConsent().marketing });
  };
  // Cookiebot fires OnLoad when its script arrives (after our first render, so our banner must
  // step aside), and OnConsentReady once consent is known and again after every change.
  const events = ['CookiebotOnLoad', 'CookiebotOnConsentReady'];
  for (const type of events) window.addEventListener(type, forward);
  return () => {
    for (const type of events) window.removeEventListener(type, forward);
  };
}
