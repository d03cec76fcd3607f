import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure (a menu panel, a sub-menu) on Escape and, optionally, when focus
 * leaves it. Listeners go on the element itself rather than as JSX handlers on a non-interactive
 * element, and only while it is open.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: (reason: 'escape' | 'focus-left') => void,
  { onFocusLeave = false } = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) onClose('focus-left');
    };
    element.addEventListener('keydown', onKey);
    if (onFocusLeave) element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, open, onClose, onFocusLeave]);
}
