import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page, or only on the part a test is about (a CSS selector), and expects no
 * violations. Every rule axe has runs, which includes the WCAG 2.0 to 2.2 A and AA tags the
 * project holds to. The full-page sweep of each page kind at both widths is in
 * accessibility.spec.ts; other tests check the state they bring about (an error summary, a
 * dialog, filters in use), which is often only a part of the page.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const widths = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'mobile', viewport: { width: 375, height: 740 } },
] as const;
