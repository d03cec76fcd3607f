// The public reads that must stay fast as content grows (pages, menus, listings), at the
// addresses the site builds them: checked for their plans in api-plans.test.ts and timed by
// time-calls.ts. Region 109 is Utrecht in the seed.
export const API_PLAN_CALLS = [
  '/api/drupal/dementie/wat-is-dementie',
  '/api/drupal/api/menu_items/main',
  '/api/v1/region/activities/closest?query=Utrecht&radius=15&page=0',
  '/api/v1/region/activityTypes/closest?query=Utrecht&radius=15',
  '/api/v1/region/vacancies/search?page=0&pageSize=6',
  '/api/v1/region/vacancies/search?query=wandelmaatje&address=Utrecht&page=0&pageSize=6',
  '/api/v1/region/vacancies/closest?query=Utrecht&page=0',
  '/api/v1/region/vacancies/109?page=0',
  '/api/v1/es/news?page=0',
  '/api/v1/es/news?page=3',
  '/api/v1/es/news/search?query=dementie&page=0',
  '/api/v1/es/news/latest',
  '/api/v1/region/news?regionId=109&page=0',
  '/api/v1/region/activities/109?page=0',
  '/api/v1/region/activityTypes/109',
  '/api/v1/region/cities/109',
  '/api/v1/region/locations/109?page=0',
  '/api/drupal/api/get-regio-services?regio=109',
  '/api/drupal/api/get-regio-highlights?regio=109',
] as const;
