// Which remote renders which content type (ARCHITECTURE.md, "Flow of a page view").
const contentPage = 'mf_content/ContentPage';
// A news article and mf-regions' page kinds are modules of their own, so a kind's code comes with
// the module the shell loads for it, not one round trip later (@alz/shared/ui/page-kind-module).
const regional = (kind: string) => `mf_regions/${kind}`;
const vacancyPage = 'mf_vacancies/VacancyPage';

export const pageKinds: Readonly<Record<string, string>> = {
  homepage: 'mf_content/HomePage',
  content_page: contentPage,
  overview_page: contentPage,
  news: 'mf_content/NewsPage',
  news_overview: contentPage,
  // The regional news overview lives with the other news overviews (mf-content).
  regio_nieuws: contentPage,
  campaign_special: contentPage,
  ervaringsverhaal: contentPage,
  quiz: contentPage,
  shoppagina: contentPage,
  business_partner: contentPage,
  business_partner_overview: contentPage,
  recommendation_overview: contentPage,
  centralised_building_block: contentPage,
  donation_content: contentPage,
  regio: regional('RegionPage'),
  regio_overzicht: regional('RegionOverviewPage'),
  over_de_regio: regional('OverDeRegioPage'),
  location: regional('LocationPage'),
  ontmoetingsplek: regional('LocationPage'),
  activiteit: regional('ActivityPage'),
  info_over_dementie: regional('RegionalItemPage'),
  services: regional('RegionalItemPage'),
  uitgelicht: regional('RegionalItemPage'),
  location_search: regional('LocationSearchPage'),
  vacancies: vacancyPage,
  regio_vacancies: vacancyPage,
  corporate_vacature: vacancyPage,
  vacancy_overview: vacancyPage,
  memory_test_result_page: 'mf_memorytest/ResultPage',
};

export function pageKindFor(type: string): string | undefined {
  return Object.hasOwn(pageKinds, type) ? pageKinds[type] : undefined;
}
