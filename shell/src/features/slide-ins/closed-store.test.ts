import { readClosedAt, storeClosedAt } from './closed-store';

describe('closed store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the closing time per slide-in in localStorage', () => {
    storeClosedAt('7', 1234);
    expect(localStorage.getItem('slidein-closed-7')).toBe('1234');
    expect(readClosedAt('7')).toBe(1234);
    expect(readClosedAt('8')).toBeNull();
  });

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem('slidein-closed-7', 'gisteren');
    expect(readClosedAt('7')).toBeNull();
  });

  it('tolerates blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => storeClosedAt('7', 1, blocked)).not.toThrow();
    expect(readClosedAt('7', blocked)).toBeNull();
    expect(readClosedAt('7', null)).toBeNull();
  });
});
