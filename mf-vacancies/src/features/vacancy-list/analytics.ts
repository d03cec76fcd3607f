import { pushDataLayer } from '@alz/shared/analytics/data-layer';

// Spec 1 §7: the vacancy list's analytics events.
export const trackFilter = (applied: boolean, filter: string, value: string) =>
  pushDataLayer({ event: applied ? 'apply_filter' : 'remove_filter', filter, value });

export const trackSelectVacancy = (title: string) => pushDataLayer({ event: 'select_vacancy', vacancy: title });

/** Spec 1 §7: a card chosen within a location search is step 2 of the vacancy funnel. */
export const trackLocationSearchVacancy = (title: string) =>
  pushDataLayer({ event: 'alzheimerVacancy', vacancy: title, step: 2 });

export const trackVolunteerInfo = () => pushDataLayer({ event: 'volunteer_info' });
