import { expect, type Locator } from '@playwright/test';

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

/**
 * Waits until the keyboard focus is on `part` or inside it. The skip link is one case: the browser
 * focuses the main area, and the page then hands the focus on to its heading once the page has
 * settled (reveal-target.ts), so on a slow machine the main area itself may never be seen focused.
 */
export async function expectFocusWithin(part: Locator): Promise<void> {
  await expect
    .poll(() => part.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus is on this part of the page or inside it',
    })
    .toBe(true);
}
