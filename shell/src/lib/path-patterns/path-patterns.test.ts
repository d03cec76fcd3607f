import { matchesPath, parsePatterns } from './path-patterns';

describe('parsePatterns', () => {
  it('gives one trimmed pattern per line and skips empty lines', () => {
    expect(parsePatterns('  /mantelzorg \r\n\n/mantelzorg/*\n   \n<front>')).toEqual([
      '/mantelzorg',
      '/mantelzorg/*',
      '<front>',
    ]);
  });

  it('gives no patterns for an empty or missing list', () => {
    expect(parsePatterns('')).toEqual([]);
    expect(parsePatterns(null)).toEqual([]);
    expect(parsePatterns(undefined)).toEqual([]);
  });
});

describe('matchesPath', () => {
  it('matches an exact path', () => {
    expect(matchesPath(['/mantelzorg'], '/mantelzorg')).toBe(true);
    expect(matchesPath(['/mantelzorg'], '/dementie')).toBe(false);
  });

  it('lets * match any characters, slashes included', () => {
    expect(matchesPath(['/mantelzorg/*'], '/mantelzorg/tips')).toBe(true);
    expect(matchesPath(['/mantelzorg/*'], '/mantelzorg/tips/slapen')).toBe(true);
    expect(matchesPath(['/regios/*/activiteiten'], '/regios/utrecht/activiteiten')).toBe(true);
    expect(matchesPath(['*'], '/wat-dan-ook')).toBe(true);
  });

  it('does not let /mantelzorg/* match the section page itself', () => {
    expect(matchesPath(['/mantelzorg/*'], '/mantelzorg')).toBe(false);
  });

  it('reads <front> as the home page', () => {
    expect(matchesPath(['<front>'], '/')).toBe(true);
    expect(matchesPath(['<front>'], '/dementie')).toBe(false);
  });

  it('ignores a trailing slash on either side', () => {
    expect(matchesPath(['/mantelzorg'], '/mantelzorg/')).toBe(true);
    expect(matchesPath(['/mantelzorg/'], '/mantelzorg')).toBe(true);
    expect(matchesPath(['/'], '/')).toBe(true);
  });

  it('ignores case', () => {
    expect(matchesPath(['/Mantelzorg'], '/MANTELZORG')).toBe(true);
  });

  it('matches the whole path, not a part of it', () => {
    expect(matchesPath(['/zorg'], '/mantelzorg')).toBe(false);
    expect(matchesPath(['/mantelzorg'], '/mantelzorg/tips')).toBe(false);
    expect(matchesPath(['/mantel'], '/mantelzorg')).toBe(false);
  });

  it('treats regex metacharacters as plain text', () => {
    expect(matchesPath(['/vraag?'], '/vraa')).toBe(false);
    expect(matchesPath(['/vraag?'], '/vraag?')).toBe(true);
    expect(matchesPath(['/a.b'], '/axb')).toBe(false);
    expect(matchesPath(['/(test)+'], '/(test)+')).toBe(true);
    expect(matchesPath(['/[abc]'], '/a')).toBe(false);
  });

  it('matches when any pattern matches and never for an empty list', () => {
    expect(matchesPath(['/een', '/twee'], '/twee')).toBe(true);
    expect(matchesPath([], '/twee')).toBe(false);
  });
});
