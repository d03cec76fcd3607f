import { expectNoAxeViolations, widths } from '../support/axe';
import { weakFocusRings } from '../support/focus-ring';
import { expectFocusWithin } from '../support/keyboard';
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
      test(`the ${pageKind.kind} has no axe violations and a clear focus ring on every control`, async ({
        page,
        request,
      }) => {
        await openPageKind(page, request, pageKind);
        await expectNoAxeViolations(page);
        // What axe does not check: the focused state's contrast (WCAG 1.4.11, 2.4.13).
        expect(await weakFocusRings(page)).toEqual([]);
      });
    }

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
