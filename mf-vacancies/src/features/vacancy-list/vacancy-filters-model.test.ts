import { filtersFrom, filtersToParams, searchQuery } from './vacancy-filters-model';

describe('vacancy filters in the address', () => {
  it('reads ids, words, place and range, and drops garbage', () => {
    const filters = filtersFrom(
      new URLSearchParams('functionIds=1,2,x,2&activityIds=&durationIds=3&search=+maatje+&zipcode=3511&range=15'),
    );
    expect(filters).toEqual({
      ids: { functionIds: [1, 2], activityIds: [], durationIds: [3], availabilityIds: [] },
      search: 'maatje',
      zipcode: '3511',
      range: 15,
    });
    expect(filtersFrom(new URLSearchParams('range=7')).range).toBe(10);
  });

  it('writes only what is set, and the range only with a place', () => {
    const filters = filtersFrom(new URLSearchParams('availabilityIds=4,1&range=25'));
    expect(filtersToParams(filters).toString()).toBe('availabilityIds=4%2C1');
    expect(filtersToParams({ ...filters, zipcode: 'Utrecht' }).toString()).toBe(
      'availabilityIds=4%2C1&zipcode=Utrecht&range=25',
    );
  });

  it('builds the search call with zero-based pages', () => {
    const filters = filtersFrom(new URLSearchParams('functionIds=1&durationIds=1,2&search=café&zipcode=3511&range=5'));
    expect(searchQuery(filters, 2, 6)).toBe(
      'query=caf%C3%A9&functionId=1&durationId=1%2C2&address=3511&radius=5&page=1&pageSize=6',
    );
  });
});
