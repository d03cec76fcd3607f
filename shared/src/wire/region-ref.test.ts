import { regionNameOf, toRegionRef } from './region-ref';

describe('toRegionRef', () => {
  it('reads the id, title and site path of a region', () => {
    expect(toRegionRef({ Id: 109, Title: ' Regio Utrecht ', Data: { Path: '/regios/utrecht' } })).toEqual({
      id: 109,
      title: 'Regio Utrecht',
      url: '/regios/utrecht',
    });
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['a text id', { Id: '109', Title: 'Regio Utrecht', Data: { Path: '/regios/utrecht' } }],
    ['no title', { Id: 109, Title: '  ', Data: { Path: '/regios/utrecht' } }],
    ['no path', { Id: 109, Title: 'Regio Utrecht' }],
    ['another site', { Id: 109, Title: 'Regio Utrecht', Data: { Path: '//elders.example/regio' } }],
    ['a full address', { Id: 109, Title: 'Regio Utrecht', Data: { Path: 'https://elders.example/' } }],
  ])('gives null for %s', (_, answer) => {
    expect(toRegionRef(answer)).toBeNull();
  });
});

describe('regionNameOf', () => {
  it('turns the dashes of an address slug into spaces', () => {
    expect(regionNameOf('noord-holland-noord')).toBe('noord holland noord');
  });
});
