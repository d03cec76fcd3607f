import { keepMenu, readKeptMenu } from './menu-session';

describe('the menus kept for the session', () => {
  it('gives back what was kept, per menu', () => {
    keepMenu(window.sessionStorage, 'main', [{ title: 'Over dementie' }]);
    expect(readKeptMenu(window.sessionStorage, 'main')).toEqual([{ title: 'Over dementie' }]);
    expect(readKeptMenu(window.sessionStorage, 'footer')).toBeNull();
  });

  it('keeps no empty menu and reads nothing from junk or from blocked storage', () => {
    keepMenu(window.sessionStorage, 'main', []);
    expect(readKeptMenu(window.sessionStorage, 'main')).toBeNull();
    window.sessionStorage.setItem('alz:menu:footer', '{kapot');
    expect(readKeptMenu(window.sessionStorage, 'footer')).toBeNull();
    window.sessionStorage.setItem('alz:menu:footer', '{"title":"geen lijst"}');
    expect(readKeptMenu(window.sessionStorage, 'footer')).toBeNull();
    expect(readKeptMenu(null, 'main')).toBeNull();
    expect(() => keepMenu(null, 'main', [{ title: 'x' }])).not.toThrow();
  });

  it('survives a full storage', () => {
    const full = {
      setItem: () => {
        throw new DOMException('vol', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => keepMenu(full, 'main', [{ title: 'x' }])).not.toThrow();
  });
});
