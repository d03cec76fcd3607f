import { searchPath, searchQueries, suggestPrefixes, suggestPath } from './search-queries';

describe('search bench queries', () => {
  it('are the same on every run', () => {
    expect(searchQueries()).toEqual(searchQueries());
    expect(suggestPrefixes()).toEqual(suggestPrefixes());
  });

  it('are 200 searches of every kind, with filters and later pages', () => {
    const queries = searchQueries();
    expect(queries).toHaveLength(200);
    const kinds = new Set(queries.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(['no accents', 'no hits', 'phrase', 'place', 'rare', 'typo', 'word']);
    expect(new Set(queries.map((query) => query.contentType))).toEqual(
      new Set(['alle', 'informatie', 'nieuws', 'regio']),
    );
    expect(queries.filter((query) => query.page > 0).length).toBeGreaterThan(5);
  });

  it('are 200 prefixes of 2 to 6 characters, some with a typo', () => {
    const prefixes = suggestPrefixes();
    expect(prefixes).toHaveLength(200);
    expect(prefixes.every(({ query }) => query.length >= 2 && query.length <= 6)).toBe(true);
    expect(prefixes.some(({ kind }) => kind === 'typo')).toBe(true);
  });

  it('build the addresses the site calls', () => {
    expect(searchPath({ kind: 'phrase', query: 'alzheimer café', contentType: 'nieuws', page: 1 })).toBe(
      '/api/v1/es/search?query=alzheimer+caf%C3%A9&contentType=nieuws&page=1',
    );
    expect(searchPath({ kind: 'word', query: 'dementie', contentType: 'alle', page: 0 })).toBe(
      '/api/v1/es/search?query=dementie&contentType=alle',
    );
    expect(suggestPath({ kind: 'prefix', query: 'wat is' })).toBe('/api/v1/es/suggest?query=wat+is');
  });
});
