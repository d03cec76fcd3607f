import { chosenFilterCount, filtersFrom, filtersToParams, searchQuery } from './vacancy-filters-model';

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
    expect(filtersFrom(new URLSearchParams('zipcode=3511&range=7')).range).toBe(10);
  });

  it('has no distance without a place, and 10 km for a place without one', () => {
    expect(filtersFrom(new URLSearchParams('range=25')).range).toBeNull();
    expect(filtersFrom(new URLSearchParams('zipcode=+&range=25')).range).toBeNull();
    expect(filtersFrom(new URLSearchParams('zipcode=Utrecht')).range).toBe(10);
  });

  it('writes only what is set, and the range only with a place', () => {
    const filters = filtersFrom(new URLSearchParams('availabilityIds=4,1&range=25'));
    expect(filtersToParams(filters).toString()).toBe('availabilityIds=4%2C1');
    expect(filtersToParams({ ...filters, zipcode: 'Utrecht' }).toString()).toBe(
      'availabilityIds=4%2C1&zipcode=Utrecht&range=10',
    );
    expect(filtersToParams({ ...filters, zipcode: 'Utrecht', range: 25 }).toString()).toBe(
      'availabilityIds=4%2C1&zipcode=Utrecht&range=25',
    );
  });

  it('counts each ticked box, the words and the place with its distance as one', () => {
    expect(chosenFilterCount(filtersFrom(new URLSearchParams('range=25')))).toBe(0);
    expect(
      chosenFilterCount(filtersFrom(new URLSearchParams('functionIds=1,2&durationIds=3&search=maatje&zipcode=3511'))),
    ).toBe(5);
  });

  it('builds the search call with zero-based pages', () => {
    const filters = filtersFrom(new URLSearchParams('functionIds=1&durationIds=1,2&search=café&zipcode=3511&range=5'));
    expect(searchQuery(filters, 2, 6)).toBe(
      'query=caf%C3%A9&functionId=1&durationId=1%2C2&address=3511&radius=5&page=1&pageSize=6',
    );
    expect(searchQuery(filtersFrom(new URLSearchParams('functionIds=1&range=5')), 1, 6)).toBe(
      'functionId=1&page=0&pageSize=6',
    );
  });
});
