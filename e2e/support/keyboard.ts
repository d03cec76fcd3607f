import type { Locator } from '@playwright/test';

/**
 * Puts the keyboard focus on the last focusable element before `part` (in document order, visible
 * and reachable by Tab), so that the next Tab enters it as it would for a keyboard user arriving
 * there, without tabbing through the whole page first.
 */
export async function focusJustBefore(part: Locator): Promise<void> {
  await part.evaluate((target) => {
    const selector = [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      '[tabindex]',
    ].join(',');
    const before = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.checkVisibility() &&
        (element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        !target.contains(element),
    );
    const last = before.at(-1);
    if (!last) throw new Error('Nothing before this part of the page can take the focus');
    last.focus();
  });
}
