type WindowWithDataLayer = Window & { dataLayer?: unknown };

/** Pushes an analytics event to the tag manager's data layer (spec 2 §7). */
export function pushDataLayer(event: Record<string, unknown>): void {
  const dataLayer = typeof window !== 'undefined' ? (window as WindowWithDataLayer).dataLayer : undefined;
  if (Array.isArray(dataLayer)) {
    dataLayer.push(event);
  } else {
    // Spec 2 §7: without a data layer (tag manager blocked or not loaded) pushes are logged.
    console.log('dataLayer push', event);
  }
}
