import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when `trigger` turns truthy and again each time it changes, so a
 * screen reader reads it at once and the browser scrolls it into view, wherever the visitor
 * pressed the button (govuk-frontend `error-summary.mjs` setFocus, CONVENTIONS habit 6).
 */
export function useTakeFocus<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [trigger]);
  return ref;
}
