import { pageKindFor } from './page-kinds';

describe('pageKindFor', () => {
  it('sends each content type to the remote that owns it (ARCHITECTURE.md)', () => {
    expect(pageKindFor('homepage')).toBe('mf_content/HomePage');
    expect(pageKindFor('ervaringsverhaal')).toBe('mf_content/ContentPage');
    expect(pageKindFor('news')).toBe('mf_content/NewsPage');
    expect(pageKindFor('regio')).toBe('mf_regions/RegionPage');
    expect(pageKindFor('activiteit')).toBe('mf_regions/ActivityPage');
    expect(pageKindFor('ontmoetingsplek')).toBe('mf_regions/LocationPage');
    expect(pageKindFor('location_search')).toBe('mf_regions/LocationSearchPage');
    expect(pageKindFor('corporate_vacature')).toBe('mf_vacancies/VacancyPage');
    expect(pageKindFor('memory_test_result_page')).toBe('mf_memorytest/ResultPage');
  });

  it('has one place for each regional kind (issue 18, point 8)', () => {
    expect(pageKindFor('regio_nieuws')).toBe('mf_content/ContentPage');
    expect(pageKindFor('regio_overzicht')).toBe('mf_regions/RegionOverviewPage');
    expect(pageKindFor('regio_vacancies')).toBe('mf_vacancies/VacancyPage');
  });

  it('knows no page kind for an unknown type, not even one named like an object key', () => {
    expect(pageKindFor('onbekend_type')).toBeUndefined();
    expect(pageKindFor('toString')).toBeUndefined();
  });
});
