import { useEffect, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside-pointer' | 'focus-left';

interface Options {
  /** Close on a pointer press outside the element. */
  outsidePointer?: boolean;
  /** Close when keyboard focus moves to an element outside it. */
  focusLeave?: boolean;
}

/**
 * Closes an open disclosure (a menu panel, a sub-menu, the share menu) on Escape and, when
 * asked, on a press outside or when focus moves away. Listeners exist only while it is open.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: (reason: DismissReason) => void,
  { outsidePointer = false, focusLeave = false }: Options = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape that a widget inside already used (a suggestion list closing) is not for us.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) onClose('outside-pointer');
    };
    const onFocusOut = (event: FocusEvent) => {
      // Only a move to a known element outside counts. A null target also comes from Safari,
      // which does not focus buttons on click; closing then would swallow that click.
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) onClose('focus-left');
    };
    document.addEventListener('keydown', onKeyDown);
    if (outsidePointer) document.addEventListener('pointerdown', onPointerDown);
    if (focusLeave) element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, open, onClose, outsidePointer, focusLeave]);
}
