import { expectNoAxeViolations, widths } from '../support/axe';
import { weakFocusRings } from '../support/focus-ring';
import { expectFocusWithin } from '../support/keyboard';
import { cumulativeLayoutShift, watchLayoutShifts } from '../support/layout-shift';
import { obscuredFocusStops } from '../support/obscured-focus';
import { openPageKind, pageKinds } from '../support/page-kinds';
import { expect, test } from '../support/test';

/**
 * The full-page axe sweep: every page kind there is so far, once at desktop and once at mobile
 * width (conventions habit 10), after the content that loads behind the heading is in place.
 * Other specs check the states they bring about (an error summary, a dialog, filters in use) on
 * the part of the page they are about. The sweep at 320 px runs with the reflow checks
 * (reflow.spec.ts), on the same page load.
 */
for (const { label, viewport } of widths) {
  test.describe(`${label} width`, () => {
    test.use({ viewport });

    for (const pageKind of pageKinds) {
      test(`the ${pageKind.kind} has no axe violations, a clear focus ring on every control and keeps still`, async ({
        page,
        request,
      }) => {
        await watchLayoutShifts(page);
        await openPageKind(page, request, pageKind);
        await expectNoAxeViolations(page);
        // What arrives late has its room kept: cumulative layout shift over the load under 0.05
        // (Core Web Vitals' "good" is 0.1), read once axe has run, so late parts are in too.
        const shift = await cumulativeLayoutShift(page);
        expect(shift.value, JSON.stringify(shift.shifts, null, 1)).toBeLessThan(0.05);
        // What axe does not check: the focused state's contrast (WCAG 1.4.11, 2.4.13).
        expect(await weakFocusRings(page)).toEqual([]);
      });
    }

    test.describe('with the cookie question answered', () => {
      test.use({ consent: 'necessary' });

      for (const path of ['/', '/mantelzorg']) {
        test(`${path}: the slide-in waits for the visitor, closes with Escape and never hides the keyboard's focus`, async ({
          page,
        }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const slideIn = page
            .getByRole('complementary')
            .filter({ has: page.getByRole('button', { name: 'Sluiten' }) });
          // Not before a line is read: it comes once the visitor has scrolled half a screen.
          await page.waitForTimeout(1_000);
          await expect(slideIn).toHaveCount(0);
          await page.mouse.wheel(0, viewport.height);
          await expect(slideIn).toBeVisible();
          await page.evaluate(() => window.scrollTo(0, 0));
          // WCAG 2.4.11: every focus stop, Tab after Tab, is scrolled clear of it.
          expect(await obscuredFocusStops(page)).toEqual([]);
          await expect(slideIn).toBeVisible();
          await page.getByRole('main').focus();
          await page.keyboard.press('Escape');
          await expect(slideIn).toHaveCount(0);
          // Closed for the rest of the visit.
          await page.reload();
          await page.mouse.wheel(0, viewport.height);
          await page.waitForTimeout(1_000);
          await expect(slideIn).toHaveCount(0);
        });
      }
    });

    test("the picker's stand-alone page has no axe violations", async ({ page }) => {
      await page.goto(`http://localhost:${process.env.PICKER_PORT}/`);
      await expect(page.getByRole('button', { name: 'Afbeelding kiezen' })).toBeVisible();
      await expectNoAxeViolations(page);
      // And its side panel, open (picker.spec.ts checks it in the CMS demo page too).
      await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
      await expect(
        page.getByRole('dialog').getByRole('button', { name: 'wandeling-in-het-park.svg', exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the whole home page can be reached by keyboard, starting with the skip link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#inhoud$/);
  await expectFocusWithin(page.getByRole('main'));
});
