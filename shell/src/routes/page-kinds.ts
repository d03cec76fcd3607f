// Which remote renders which content type (ARCHITECTURE.md, "Flow of a page view").
const contentPage = 'mf_content/ContentPage';
const regionPage = 'mf_regions/RegionPage';
const vacancyPage = 'mf_vacancies/VacancyPage';

export const pageKinds: Readonly<Record<string, string>> = {
  homepage: 'mf_content/HomePage',
  content_page: contentPage,
  overview_page: contentPage,
  news: contentPage,
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
  regio: regionPage,
  regio_overzicht: regionPage,
  over_de_regio: regionPage,
  location: regionPage,
  ontmoetingsplek: regionPage,
  activiteit: regionPage,
  info_over_dementie: regionPage,
  services: regionPage,
  uitgelicht: regionPage,
  location_search: regionPage,
  vacancies: vacancyPage,
  regio_vacancies: vacancyPage,
  corporate_vacature: vacancyPage,
  vacancy_overview: vacancyPage,
  memory_test_result_page: 'mf_memorytest/ResultPage',
};

export function pageKindFor(type: string): string | undefined {
  return Object.hasOwn(pageKinds, type) ? pageKinds[type] : undefined;
}
