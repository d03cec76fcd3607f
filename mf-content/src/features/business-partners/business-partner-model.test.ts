import { toBusinessPartners } from './business-partner-model';

describe('toBusinessPartners', () => {
  it('maps the api answer to cards', () => {
    expect(
      toBusinessPartners([
        {
          nid: 380,
          title: 'Bakkerij De Gouden Korst',
          label: 'Bakkerij De Gouden Korst',
          tag: 'Hoofdpartner',
          introduction: 'Brood.',
          path: '/zakelijk/bakkerij',
          headerImage: { url: '/b.svg', alt: 'Brood' },
        },
      ]),
    ).toEqual([
      {
        id: 380,
        label: 'Bakkerij De Gouden Korst',
        tag: 'Hoofdpartner',
        introduction: 'Brood.',
        path: '/zakelijk/bakkerij',
        headerImage: { url: '/b.svg', alt: 'Brood', title: '', width: null, height: null, crops: [] },
      },
    ]);
  });

  it('tolerates a malformed answer and skips cards without a name or a safe address', () => {
    expect(toBusinessPartners(null)).toEqual([]);
    expect(toBusinessPartners({ items: [] })).toEqual([]);
    expect(
      toBusinessPartners([
        null,
        'kapot',
        { label: 'Zonder pad' },
        { label: 'Gevaarlijk', path: 'javascript:alert(1)' },
        { title: 'Alleen titel', path: '/zakelijk/titel', headerImage: 'geen beeld' },
      ]),
    ).toEqual([
      { id: -5, label: 'Alleen titel', tag: '', introduction: '', path: '/zakelijk/titel', headerImage: null },
    ]);
  });
});
