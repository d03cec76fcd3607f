import { toFilterOptions, toVacancyPage } from './vacancy-list-model';

const item = {
  Id: 1,
  Title: 'Wandelmaatje',
  SubTitle: 'Samen naar buiten',
  Url: '/regios/utrecht/vrijwilligerswerk/wandelmaatje',
  Theme: 'Ondersteunen',
  Availability: 'Overdag',
  Duration: 'Eenmalig',
  Location: 'Utrecht',
};

describe('toVacancyPage', () => {
  it('reads the search answer and the list answer alike', () => {
    const card = {
      id: 1,
      title: 'Wandelmaatje',
      subTitle: 'Samen naar buiten',
      url: '/regios/utrecht/vrijwilligerswerk/wandelmaatje',
      theme: 'Ondersteunen',
      availability: 'Overdag',
      duration: 'Eenmalig',
      location: 'Utrecht',
    };
    expect(toVacancyPage({ Total: 9, Items: [item] })).toEqual({ total: 9, items: [card] });
    expect(toVacancyPage({ Total: 9, Vacancies: [item] })).toEqual({ total: 9, items: [card] });
  });

  it('drops broken items and tolerates a broken answer', () => {
    expect(toVacancyPage({ Total: 'veel', Items: [item, { Id: 2 }, null, { ...item, Url: 'javascript:x' }] })).toEqual({
      total: 1,
      items: [expect.objectContaining({ id: 1 })],
    });
    expect(toVacancyPage(null)).toEqual({ total: 0, items: [] });
  });
});

describe('toFilterOptions', () => {
  it('keeps terms with an id and a name', () => {
    expect(toFilterOptions([{ tid: 2, name: 'Avond' }, { tid: 'x', name: 'Nooit' }, { tid: 3 }])).toEqual([
      { id: 2, label: 'Avond' },
    ]);
    expect(toFilterOptions({})).toEqual([]);
  });
});
