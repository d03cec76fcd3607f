import { varyWith } from './vary';

describe('varyWith', () => {
  it('adds the name to an empty or missing Vary', () => {
    expect(varyWith(undefined, 'accept-encoding')).toBe('accept-encoding');
    expect(varyWith('', 'accept-encoding')).toBe('accept-encoding');
  });

  it('adds it after the names already there, and keeps those as written', () => {
    expect(varyWith('Origin', 'accept-encoding')).toBe('Origin, accept-encoding');
    expect(varyWith(['Origin', 'Cookie'], 'accept-encoding')).toBe('Origin, Cookie, accept-encoding');
  });

  it('adds nothing when the name is there in any case, or when * covers it', () => {
    expect(varyWith('Origin, Accept-Encoding', 'accept-encoding')).toBe('Origin, Accept-Encoding');
    expect(varyWith('*', 'accept-encoding')).toBe('*');
  });

  it('does not take a longer name for the one asked', () => {
    expect(varyWith('x-accept-encoding-hint', 'accept-encoding')).toBe('x-accept-encoding-hint, accept-encoding');
  });
});
