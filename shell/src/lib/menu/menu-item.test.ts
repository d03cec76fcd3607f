import { toMenuItems } from './menu-item';

describe('toMenuItems', () => {
  it('sorts every level by weight', () => {
    const items = toMenuItems([
      { key: 'b', title: 'Help mee', relative: '/help-mee', external: false, weight: 5, below: [] },
      {
        key: 'a',
        title: 'Over dementie',
        relative: '/dementie',
        external: false,
        weight: -2,
        below: [
          { key: 'a2', title: 'Vormen', relative: '/dementie/vormen', external: false, weight: 3 },
          { key: 'a1', title: 'Wat is dementie?', relative: '/dementie/wat-is-dementie', external: false, weight: 1 },
        ],
      },
    ]);
    expect(items.map((i) => i.title)).toEqual(['Over dementie', 'Help mee']);
    expect(items[0]?.children.map((i) => i.title)).toEqual(['Wat is dementie?', 'Vormen']);
  });

  it('uses the absolute address for external links and the relative one otherwise', () => {
    const [internal, external] = toMenuItems([
      {
        key: 'i',
        title: 'Intern',
        relative: '/intern',
        absolute: 'http://localhost/intern',
        external: false,
        weight: 0,
      },
      { key: 'e', title: 'Extern', relative: '', absolute: 'https://example.org/', external: true, weight: 1 },
    ]);
    expect(internal?.url).toBe('/intern');
    expect(external).toMatchObject({ url: 'https://example.org/', external: true });
  });

  it('tolerates missing fields and drops items without a title', () => {
    expect(toMenuItems([{ title: 'Alleen een titel' }, { weight: 1 }, null])).toEqual([
      {
        id: 'Alleen een titel-0',
        title: 'Alleen een titel',
        description: null,
        url: '/',
        external: false,
        weight: 0,
        children: [],
      },
    ]);
    expect(toMenuItems({ not: 'a list' })).toEqual([]);
  });
});
