import type { Page } from '@playwright/test';

/**
 * WCAG 2.4.11 (Focus Not Obscured): Tab through the whole page, as a keyboard user does, and name
 * every focus stop that something fixed or sticky on the page (a slide-in, a bar) covers
 * entirely once the browser has scrolled it into view. Stops inside the covering part itself do
 * not count. Ends when focus leaves the page or comes back to its first stop.
 */
export async function obscuredFocusStops(page: Page, maxStops = 400): Promise<string[]> {
  const hidden: string[] = [];
  let first: string | null = null;
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((index) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return { done: true as const };
      const id = focused.getAttribute('data-focus-stop') ?? String(index);
      focused.setAttribute('data-focus-stop', id);
      const box = focused.getBoundingClientRect();
      const coverAt = (x: number, y: number): Element | null => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
        const hit = document.elementFromPoint(x, y);
        if (!hit || focused.contains(hit) || hit.contains(focused)) return null;
        for (let at: Element | null = hit; at; at = at.parentElement) {
          const { position } = getComputedStyle(at);
          if ((position === 'fixed' || position === 'sticky') && !at.contains(focused)) return at;
        }
        return null;
      };
      const points = [
        [0.5, 0.5],
        [0.05, 0.1],
        [0.95, 0.1],
        [0.05, 0.9],
        [0.95, 0.9],
      ].map(([x = 0, y = 0]) => coverAt(box.left + box.width * x, box.top + box.height * y));
      const cover = points.every(Boolean) ? points[0] : null;
      const name = (focused.getAttribute('aria-label') ?? (focused as HTMLElement).innerText ?? '').trim().slice(0, 30);
      return {
        done: false as const,
        id,
        hidden: cover
          ? `<${focused.tagName.toLowerCase()}> "${name}" under <${cover.tagName.toLowerCase()}> "${(cover.textContent ?? '').trim().slice(0, 30)}"`
          : null,
      };
    }, stop);
    if (found.done) break;
    if (first === null) first = found.id;
    else if (found.id === first) break;
    if (found.hidden) hidden.push(found.hidden);
  }
  return hidden;
}
