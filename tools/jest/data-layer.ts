type WindowWithDataLayer = Window & { dataLayer?: unknown };

/**
 * Collects what the page pushes to the tag manager's data layer (spec 2 §7) during a test, as
 * the tag manager would see it. `stop` puts back whatever data layer was there before.
 */
export function followDataLayer(): { events: unknown[]; stop: () => void } {
  const page = window as WindowWithDataLayer;
  const before = page.dataLayer;
  const events: unknown[] = [];
  page.dataLayer = events;
  return {
    events,
    stop: () => {
      page.dataLayer = before;
    },
  };
}
