import { toPage, toPillar, toSearchResults } from './search-model';

describe('toPillar', () => {
  it('keeps a known pillar', () => {
    expect(toPillar('regio')).toBe('regio');
    expect(toPillar('nieuws')).toBe('nieuws');
  });

  it("defaults to 'alle' for null and unknown values", () => {
    expect(toPillar(null)).toBe('alle');
    expect(toPillar('')).toBe('alle');
    expect(toPillar('Regio')).toBe('alle');
    expect(toPillar('toString')).toBe('alle');
  });
});

describe('toSearchResults', () => {
  it('maps the wire documents to results', () => {
    expect(
      toSearchResults({
        Documents: [
          {
            Id: 3,
            Title: 'Regio Utrecht',
            DocType: 'regio',
            Introduction: 'Activiteiten in Utrecht',
            Data: { Path: '/regios/utrecht' },
            SearchLabels: ['Regio', 'Utrecht'],
          },
        ],
      }),
    ).toEqual([
      {
        id: 3,
        title: 'Regio Utrecht',
        type: 'regio',
        introduction: 'Activiteiten in Utrecht',
        url: '/regios/utrecht',
        searchLabels: ['Regio', 'Utrecht'],
      },
    ]);
  });

  it('tolerates junk: missing fields get defaults, items without a title are dropped', () => {
    expect(
      toSearchResults({
        Documents: [
          null,
          'x',
          { Id: 1 },
          { Id: '2', Title: 'Geheugen', DocType: 'blog', Data: null, SearchLabels: ['a', 3] },
        ],
      }),
    ).toEqual([{ id: 0, title: 'Geheugen', type: 'information', introduction: '', url: '/', searchLabels: ['a'] }]);
    expect(toSearchResults(null)).toEqual([]);
    expect(toSearchResults('fout')).toEqual([]);
    expect(toSearchResults({ Documents: 'geen lijst' })).toEqual([]);
  });
});

describe('toPage', () => {
  it('reads a whole page number from 1 and falls back to 1 for anything else (spec 1 §5)', () => {
    expect(toPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'twee']) expect(toPage(value)).toBe(1);
  });
});
