import { toRegionHits } from './region-search-model';

describe('toRegionHits', () => {
  it('keeps well-formed regions and drops the rest', () => {
    expect(
      toRegionHits([
        { Id: 1, Title: 'Regio Zwolle', Introduction: 'Welkom.', Data: { Path: '/regios/zwolle' } },
        { Id: 2, Title: 'Zonder pad' },
        { Title: 'Gevaarlijk', Data: { Path: 'javascript:alert(1)' } },
        null,
        { Title: 'Zonder id', Data: { Path: '/regios/x' } },
      ]),
    ).toEqual([
      { id: 1, title: 'Regio Zwolle', intro: 'Welkom.', url: '/regios/zwolle' },
      { id: 0, title: 'Zonder id', intro: '', url: '/regios/x' },
    ]);
    expect(toRegionHits({ Items: [] })).toEqual([]);
  });
});
