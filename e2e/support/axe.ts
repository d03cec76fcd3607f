import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The standard every page holds to (WCAG 2.0 to 2.2, A and AA), and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page, or only on the part a test is about (a CSS selector), and expects no
 * violations of the rules tagged `axeTags`. The full-page sweep of each page kind at both widths is in
 * accessibility.spec.ts; other tests check the state they bring about (an error summary, a
 * dialog, filters in use), which is often only a part of the page.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  if (include) builder = builder.include(include);
  // What the visitor ends up seeing: a part still fading in (a slide-in arriving with its code)
  // has, mid-way, the colours of neither state, and axe would judge its contrast there. So axe
  // runs once the page's animations have ended, and again when one started while it ran (a
  // slide-in that came during the run failed the contrast rule once in a CI run of 29 November).
  for (let run = 1; ; run += 1) {
    await page.evaluate(async () => {
      const counted = window as { animationsStarted?: number };
      if (counted.animationsStarted === undefined) {
        const count = () => (counted.animationsStarted = (counted.animationsStarted ?? 0) + 1);
        document.addEventListener('animationstart', count, true);
        document.addEventListener('transitionstart', count, true);
      }
      // Until none runs: one may start while another is awaited.
      for (;;) {
        const running = document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
        if (running.length === 0) break;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
      counted.animationsStarted = 0;
    });
    const { violations } = await builder.analyze();
    const started = await page.evaluate(() => (window as { animationsStarted?: number }).animationsStarted ?? 0);
    if (started > 0 && run < 3) continue;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    return;
  }
}

export const widths = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'mobile', viewport: { width: 375, height: 740 } },
] as const;
