import { toThematicItems } from './get-thematic-items';

describe('toThematicItems', () => {
  it('keeps complete items and skips broken ones', () => {
    expect(
      toThematicItems({
        Items: [
          { Id: 1, Title: 'Een', HeaderImage: null, Data: { Path: '/een' }, Introduction: 'Intro' },
          { Id: 2, Title: '', Data: { Path: '/twee' } },
          { Id: 3, Title: 'Drie', Data: { Path: 'javascript:alert(1)' } },
          { Title: 'Vier', Data: { Path: '/vier' }, HeaderImage: 'x', Introduction: 5 },
          'kapot',
        ],
      }),
    ).toEqual([
      { id: 1, title: 'Een', path: '/een', image: null, intro: 'Intro' },
      { id: 0, title: 'Vier', path: '/vier', image: null, intro: '' },
    ]);
  });

  it('gives an empty list for an answer without items', () => {
    expect(toThematicItems(null)).toEqual([]);
    expect(toThematicItems({ Items: 'x' })).toEqual([]);
  });
});
