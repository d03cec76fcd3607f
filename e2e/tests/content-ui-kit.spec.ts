import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, widths } from '../support/axe';

const OVERVIEW = '/tips/boeken-en-films';

test('the bookcase opens from ?item=, steps through the items and closes by dropping the parameter', async ({
  page,
}) => {
  await page.goto(`${OVERVIEW}?item=de-tuin-van-mijn-vader`);
  const first = page.getByRole('dialog', { name: 'De tuin van mijn vader' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: 'Vorige' })).toBeDisabled();

  await first.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\?item=elke-dag-een-beetje-anders$/);
  const second = page.getByRole('dialog', { name: 'Elke dag een beetje anders' });
  await expect(second).toBeVisible();
  await expect(second.getByRole('button', { name: 'Vorige' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));

  // The last item has Volgende disabled; a click on a tile opens it, "Sluit" closes it.
  await page.getByRole('link', { name: /Stemmen uit de buurt/ }).click();
  const last = page.getByRole('dialog', { name: 'Stemmen uit de buurt' });
  await expect(last.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  await last.getByRole('button', { name: 'Sluit' }).click();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
  await expect(page.getByRole('link', { name: /Stemmen uit de buurt/ })).toBeFocused();
});

test('the gallery lightbox on the all-blocks page works by keyboard', async ({ page }) => {
  await page.goto('/alle-blokken');
  const thumbnail = page.getByRole('button', {
    name: 'Bekijk grotere afbeelding: Bezoekers drinken koffie in het Alzheimer Café',
  });
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Afbeeldingen groot bekijken' });
  await expect(dialog.getByText('Afbeelding 2 van 4')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sluit' })).toBeFocused();
  // Everything behind the dialog is out of reach while it is open.
  await expect(page.locator('body > div[inert]').first()).toBeAttached();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Afbeelding 4 van 4')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Afbeelding 3 van 4')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});

for (const width of [320, 390]) {
  test(`at ${width} px the lightbox's buttons lie inside the dialog, clear of its edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/alle-blokken');
    await page.getByRole('button', { name: /^Bekijk grotere afbeelding: Bezoekers drinken koffie/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Afbeeldingen groot bekijken' });
    const frame = (await dialog.boundingBox())!;
    for (const name of ['Vorige', 'Volgende']) {
      const button = (await dialog.getByRole('button', { name }).boundingBox())!;
      // At least 8 px from the dialog's edges, so no button touches or leaves it.
      expect([name, button.x >= frame.x + 8, button.x + button.width <= frame.x + frame.width - 8]).toEqual([
        name,
        true,
        true,
      ]);
    }
  });
}

test('the all-blocks page shows the expandable list, gallery and timeline', async ({ page }) => {
  await page.goto('/alle-blokken');
  const faq = page.getByRole('region', { name: 'Vragen die mantelzorgers vaak stellen' });
  await expect(faq.getByRole('group')).toHaveCount(3);
  await faq.getByRole('button', { name: 'Bekijk alle vragen' }).click();
  await expect(faq.getByRole('group')).toHaveCount(6);
  await expect(faq.getByText('Wat kan ik doen als mijn naaste onrustig is?')).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Veertig jaar samen tegen dementie' }).getByRole('listitem'),
  ).toHaveCount(5);
});

for (const { viewport } of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // The overview itself is swept in accessibility.spec.ts; here the open bookcase.
    test('the bookcase dialog has no axe violations', async ({ page }) => {
      await page.goto(`${OVERVIEW}?item=wegwijs-na-de-diagnose`);
      await expect(page.getByRole('dialog', { name: 'Wegwijs na de diagnose' })).toBeVisible();
      await expectNoAxeViolations(page, 'dialog[open]');
    });
  });
}
