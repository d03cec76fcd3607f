import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Spec 2 §2: an address with a hash, or a sub-menu anchor followed before the page has filled,
// ends on its section with the focus on its heading, also when the section arrives late (the
// vacancies load as they come near).
test.use({ consent: 'necessary' });

test('a first load of /regios/utrecht#vacatures ends on the vacancies, focus on their heading', async ({ page }) => {
  await page.goto('/regios/utrecht#vacatures');
  const heading = page.getByRole('heading', { level: 2, name: 'Bekijk de vacatures', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The list itself arrived meanwhile, and the heading is still the one with the focus.
  await expect(page.getByText('De vacatures worden geladen.')).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('a sub-menu anchor followed at once, before the page has filled, still ends on its section', async ({ page }) => {
  await page.goto('/regios/utrecht');
  const menu = page.getByRole('navigation', { name: 'Op deze pagina' });
  await menu.getByRole('link', { name: 'Bekijk de vacatures', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Bekijk de vacatures', exact: true });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/#vacatures$/);
  await expect(page.getByText('De vacatures worden geladen.')).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('under reduced motion the jump is instant, and the section heading still gets the focus', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/regios/utrecht#nieuws');
  const heading = page.getByRole('heading', { level: 2, name: 'Nieuws', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

// On a slow phone the parts of the page arrive seconds apart, and the smooth scroll starts late:
// the section must still end at the top of the view with the focus on its heading (CI once saw
// it focused but scrolled out of view). Chromium's CPU throttling makes this machine that phone.
test.describe('on a slow phone', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  for (const [how, go] of [
    ['a first load of /regios/utrecht#vacatures', (page: Page) => page.goto('/regios/utrecht#vacatures')],
    [
      'the sub-menu anchor followed at once',
      async (page: Page) => {
        await page.goto('/regios/utrecht');
        await page
          .getByRole('navigation', { name: 'Op deze pagina' })
          .getByRole('link', { name: 'Bekijk de vacatures', exact: true })
          .click();
      },
    ],
  ] as const) {
    test(`${how} ends on the vacancies, at the top and focused, once everything has arrived`, async ({ page }) => {
      // A slow machine under six times throttling can take half a minute to fill the page.
      test.setTimeout(120_000);
      await go(page);
      const heading = page.getByRole('heading', { level: 2, name: 'Bekijk de vacatures', exact: true });
      await expect(heading).toBeFocused({ timeout: 45_000 });
      // Every section has arrived: no loading text is left on the page.
      await expect(page.getByText(/(worden|wordt) geladen/)).toHaveCount(0, { timeout: 45_000 });
      // Longer than the page is followed after its last change (5 s): what is seen now stays.
      await page.waitForTimeout(6000);
      await expect(heading).toBeFocused();
      // At the top of the view (scrolled to its section, give or take a pixel's fraction).
      await expect(heading).toBeInViewport({ ratio: 0.9 });
      expect((await heading.boundingBox())!.y).toBeLessThan(100);
    });
  }
});
