import { toPage, toPillar, toSearchPage, toSearchResults } from './search-model';

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
        image: null,
        publicationDate: null,
        region: null,
      },
    ]);
  });

  it('tolerates junk: missing fields get defaults, items without a title are dropped, labels are kept once', () => {
    expect(
      toSearchResults({
        Documents: [
          null,
          'x',
          { Id: 1 },
          { Id: '2', Title: 'Geheugen', DocType: 'blog', Data: null, SearchLabels: [' a ', 3, '', 'a', null, 'b'] },
        ],
      }),
    ).toEqual([
      {
        id: 0,
        title: 'Geheugen',
        type: 'information',
        introduction: '',
        url: '/',
        searchLabels: ['a', 'b'],
        image: null,
        publicationDate: null,
        region: null,
      },
    ]);
    expect(toSearchResults(null)).toEqual([]);
    expect(toSearchResults('fout')).toEqual([]);
    expect(toSearchResults({ Documents: 'geen lijst' })).toEqual([]);
  });
});

describe('toSearchPage', () => {
  it('reads a news result with its picture and date, a regional one with its region, and the suggestion', () => {
    const page = toSearchPage({
      Total: 2,
      Suggestion: ' dementie ',
      Documents: [
        {
          Id: 7,
          Title: 'Nieuw ontmoetingscentrum',
          DocType: 'news',
          Introduction: 'Open voor iedereen',
          Data: { Path: '/nieuws/ontmoetingscentrum' },
          SearchLabels: ['Nieuws'],
          PublicationDate: '2026-10-01T09:00:00Z',
          HeaderImage: { url: '/img/a.jpg', alt: 'Mensen aan tafel', crops: [{ url: '/img/a-380.jpg', width: 380 }] },
        },
        {
          Id: 8,
          Title: 'Alzheimer Café Zeist',
          DocType: 'regio',
          Introduction: '',
          Data: { Path: '/regios/utrecht/locaties/cafe-zeist' },
          SearchLabels: ['Locatie'],
          Region: { Title: 'Regio Utrecht', Path: '/regios/utrecht' },
        },
      ],
    });
    expect(page.total).toBe(2);
    expect(page.suggestion).toBe('dementie');
    expect(page.results[0]).toMatchObject({
      type: 'news',
      publicationDate: '2026-10-01T09:00:00Z',
      image: { url: '/img/a.jpg', alt: 'Mensen aan tafel', crops: [{ url: '/img/a-380.jpg', width: 380 }] },
      region: null,
    });
    expect(page.results[1]).toMatchObject({ region: { title: 'Regio Utrecht', url: '/regios/utrecht' }, image: null });
  });

  it('drops an unsafe picture, a region without an address and an empty suggestion', () => {
    const page = toSearchPage({
      Suggestion: '   ',
      Documents: [
        {
          Id: 1,
          Title: 'Nieuws',
          DocType: 'news',
          HeaderImage: { url: 'javascript:alert(1)' },
          Region: { Title: 'Regio', Path: 'https://elders.example' },
          PublicationDate: 12,
        },
      ],
    });
    expect(page.suggestion).toBeNull();
    expect(page.results[0]).toMatchObject({ image: null, region: null, publicationDate: null });
  });
});

describe('toPage', () => {
  it('reads a whole page number from 1 and falls back to 1 for anything else (spec 1 §5)', () => {
    expect(toPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'twee']) expect(toPage(value)).toBe(1);
  });
});
