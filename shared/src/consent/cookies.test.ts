import { readCookie, removeCookie, writeCookie } from './cookies';

describe('cookie helper', () => {
  afterEach(() => {
    removeCookie('voorkeur');
    jest.restoreAllMocks();
  });

  it('writes a cookie that reads back, encoded', () => {
    writeCookie('voorkeur', 'a;b c');
    expect(readCookie('voorkeur')).toBe('a;b c');
    expect(readCookie('onbekend')).toBeUndefined();
  });

  it('defaults to 1000 days on path / with SameSite=Lax (spec 2 §9)', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 0, 1));
    writeCookie('voorkeur', 'ja');
    const expires = new Date(Date.UTC(2025, 0, 1) + 1000 * 24 * 60 * 60 * 1000).toUTCString();
    expect(set).toHaveBeenCalledWith(`voorkeur=ja; expires=${expires}; path=/; SameSite=Lax`);
  });

  it('takes another lifetime and path', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeCookie('voorkeur', 'ja', { days: 1, path: '/regios' });
    expect(set.mock.calls[0]?.[0]).toMatch(/; path=\/regios; SameSite=Lax$/);
  });

  it('removes a cookie', () => {
    writeCookie('voorkeur', 'ja');
    removeCookie('voorkeur');
    expect(readCookie('voorkeur')).toBeUndefined();
  });
});
