import { eventBus } from '../events/event-bus';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { acceptMarketing, bridgeProviderConsent, getConsent, openProviderSettings, setConsent } from './consent';

type ProviderWindow = Window & { Cookiebot?: unknown; CookieConsent?: unknown };

describe('consent', () => {
  afterEach(() => {
    removeCookie('cookie-consent');
    removeCookie('marketing');
    delete (window as ProviderWindow).Cookiebot;
    delete (window as ProviderWindow).CookieConsent;
  });

  it('is not chosen while the visitor has not answered', () => {
    expect(getConsent()).toEqual({ chosen: false, marketing: false });
  });

  it('reads the choice and the marketing cookie (spec 2 §3: "accepted")', () => {
    writeCookie('cookie-consent', 'all');
    writeCookie('marketing', 'accepted');
    expect(getConsent()).toEqual({ chosen: true, marketing: true });

    writeCookie('cookie-consent', 'necessary');
    writeCookie('marketing', 'declined');
    expect(getConsent()).toEqual({ chosen: true, marketing: false });
  });

  it('writes both cookies and tells the bus', () => {
    const heard = jest.fn();
    const off = eventBus.on('consent:changed', heard);

    setConsent({ marketing: false });
    expect(readCookie('cookie-consent')).toBe('necessary');
    expect(readCookie('marketing')).toBe('declined');
    expect(heard).toHaveBeenLastCalledWith({ marketing: false });

    acceptMarketing();
    expect(readCookie('cookie-consent')).toBe('all');
    expect(readCookie('marketing')).toBe('accepted');
    expect(heard).toHaveBeenLastCalledWith({ marketing: true });
    off();
  });

  it.each(['Cookiebot', 'CookieConsent'])('follows a consent provider on the page (%s) over our cookies', (name) => {
    writeCookie('cookie-consent', 'necessary');
    const provider = {
      consent: { marketing: true, statistics: true },
      hasResponse: true,
      submitCustomConsent: jest.fn(),
    };
    Object.assign(window, { [name]: provider });
    expect(getConsent()).toEqual({ chosen: true, marketing: true });

    provider.consent.marketing = false;
    provider.hasResponse = false;
    expect(getConsent()).toEqual({ chosen: false, marketing: false });

    acceptMarketing();
    expect(provider.submitCustomConsent).toHaveBeenCalledWith(false, true, true);
  });

  it('opens the provider settings when there is a provider, else leaves it to us', () => {
    expect(openProviderSettings()).toBe(false);
    const renew = jest.fn();
    Object.assign(window, { Cookiebot: { consent: { marketing: false }, renew } });
    expect(openProviderSettings()).toBe(true);
    expect(renew).toHaveBeenCalled();
  });

  it('passes a choice made in the provider banner on to the bus', () => {
    const heard = jest.fn();
    const off = eventBus.on('consent:changed', heard);
    const stop = bridgeProviderConsent();
    Object.assign(window, { Cookiebot: { consent: { marketing: true } } });

    window.dispatchEvent(new Event('CookiebotOnConsentReady'));
    expect(heard).toHaveBeenCalledWith({ marketing: true });

    stop();
    window.dispatchEvent(new Event('CookiebotOnConsentReady'));
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });
});
