import { routeOfPath } from './addresses';

describe('routeOfPath', () => {
  it.each([
    ['/', 'mf_content', 'HomePage', '/api/drupal/api/homepage'],
    ['/dementie/wat-is-dementie', 'mf_content', 'ContentPage', '/api/drupal/dementie/wat-is-dementie'],
    ['/nieuws', 'mf_content', 'NewsOverview', undefined],
    ['/nieuws/nieuwe-bloedtest', 'mf_content', 'NewsPage', '/api/drupal/nieuws/nieuwe-bloedtest'],
    ['/regios/utrecht/nieuws', 'mf_content', 'NewsOverview', undefined],
    ['/regios', 'mf_regions', 'RegionSearch', undefined],
    ['/regios/utrecht', 'mf_regions', 'RegionPage', '/api/drupal/regios/utrecht'],
    ['/regios/utrecht/locaties', 'mf_regions', 'LocationOverview', undefined],
    [
      '/regios/utrecht/locaties/odensehuis-utrecht',
      'mf_regions',
      'LocationPage',
      '/api/drupal/regios/utrecht/locaties/odensehuis-utrecht',
    ],
    [
      '/regios/utrecht/activiteiten/samen-zingen',
      'mf_regions',
      'ActivityPage',
      '/api/drupal/regios/utrecht/activiteiten/samen-zingen',
    ],
    ['/regios/utrecht/over-de-regio', 'mf_regions', 'OverDeRegioPage', '/api/drupal/regios/utrecht/over-de-regio'],
    [
      '/regios/utrecht/uitgelicht/samen-wandelen',
      'mf_regions',
      'RegionalItemPage',
      '/api/drupal/regios/utrecht/uitgelicht/samen-wandelen',
    ],
    ['/regios/utrecht/iets-anders/pagina', 'mf_regions', 'RegionPage', '/api/drupal/regios/utrecht/iets-anders/pagina'],
    [
      '/regios/utrecht/vrijwilligerswerk',
      'mf_vacancies',
      'VacancyPage',
      '/api/drupal/regios/utrecht/vrijwilligerswerk',
    ],
    ['/vrijwilligerswerk/gastvrouw/solliciteren', 'mf_vacancies', 'ApplicationForm', undefined],
    ['/geheugentest/zelf', 'mf_memorytest', 'MemoryTest', undefined],
    ['/geheugentest/uitslag', 'mf_memorytest', 'ResultPage', '/api/drupal/geheugentest/uitslag'],
    ['/zoeken', 'mf_search', 'SearchPage', undefined],
  ])('%s is shown by %s/%s', (path, remote, expose, contentCall) => {
    expect(routeOfPath(path)).toEqual({ module: `${remote}/${expose}`, ...(contentCall ? { contentCall } : {}) });
  });

  it("adds mf-content's blocks to a vacancy's page", () => {
    expect(routeOfPath('/regios/utrecht/vrijwilligerswerk/gastvrouw')).toEqual({
      module: 'mf_vacancies/VacancyPage',
      contentCall: '/api/drupal/regios/utrecht/vrijwilligerswerk/gastvrouw',
      also: 'mf_content/BlockRenderer',
    });
  });

  it('shows a preview by no module of its address, and a trailing slash as the path without it', () => {
    expect(routeOfPath('/preview/node/7/12')).toBeUndefined();
    expect(routeOfPath('/zoeken/')).toEqual({ module: 'mf_search/SearchPage' });
  });
});
