import { pushDataLayer } from '@alz/shared/analytics/data-layer';

/**
 * Spec 1 §7: the visitor chose to apply from a vacancy page. Fired for every vacancy page, like
 * the form's start_ and submit_volunteer_application, so the funnel counts the same visitors.
 */
export const trackApplicationClick = (title: string) =>
  pushDataLayer({ event: 'click_volunteer_application', vacancy: title });

/** Spec 1 §7: the call to action on a vacancy page was chosen. */
export const trackVacancyCta = (title: string) => pushDataLayer({ event: 'CTA_vacancy', vacancy: title });
