import { expectNoAxeViolations, widths } from '../support/axe';
import { expect, test } from '../support/test';

// Issue 17 (in part): the editors' picker, mounted into a plain CMS form page through mf-picker's
// entry script (mf-picker/public/cms-demo.html), against the seeded pictures in Azurite.
const demo = () => `http://localhost:${process.env.PICKER_PORT}/cms-demo.html`;

test('a CMS form page mounts the picker; a picture chosen by keyboard alone fills its hidden input', async ({
  page,
}) => {
  await page.goto(demo());
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbericht bewerken' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Afbeelding kiezen' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Beeldbank' });
  const pictures = panel.getByRole('list', { name: 'Afbeeldingen in de beeldbank' }).getByRole('button');
  await expect(pictures).toHaveCount(6);
  await expect(panel.getByText('6 van 6 afbeeldingen getoond.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Meer laden' })).toBeDisabled();

  // Tab into the list, Space marks a picture, Tab on to "Kies …", Enter chooses it.
  await pictures.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(pictures.nth(1)).toBeFocused();
  const name = (await pictures.nth(1).textContent())!;
  await page.keyboard.press('Space');
  await expect(pictures.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: `Kies '${name}'` }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  const url = `http://localhost:${process.env.PICKER_PORT}/blobstorage/pictures/${encodeURIComponent(name)}`;
  await expect(page.locator('input[type="hidden"][name="header_image"]')).toHaveValue(url);
  await expect(page.getByRole('status')).toHaveText(`Gekozen: ${url}`);
  await expect(page.getByText(`Gekozen afbeelding: ${name}`)).toBeVisible();
  // The chosen picture is shown, and loads through the read-only blob path.
  const preview = page.getByRole('group', { name: 'Afbeelding' }).locator('img');
  await expect(preview).toHaveAttribute('src', url);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The form sends it: the CMS receives the address.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(new RegExp(`header_image=${encodeURIComponent(url).replaceAll('.', '\\.')}`));
  await expect(page.locator('input[type="hidden"][name="header_image"]')).toHaveValue(url);
});

test('a double click chooses at once; Escape closes without a change; the picture can be taken away', async ({
  page,
}) => {
  await page.goto(demo());
  await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
  const panel = page.getByRole('dialog', { name: 'Beeldbank' });
  await panel.getByRole('button', { name: 'samen-zingen.svg', exact: true }).dblclick();
  await expect(panel).toBeHidden();
  const hidden = page.locator('input[type="hidden"][name="header_image"]');
  await expect(hidden).toHaveValue(/\/samen-zingen\.svg$/);
  await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
  await expect(panel.getByRole('button', { name: 'samen-zingen.svg', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(hidden).toHaveValue(/\/samen-zingen\.svg$/);
  await page.getByRole('button', { name: 'Afbeelding weghalen' }).click();
  await expect(hidden).toHaveValue('');
  await expect(page.getByText('Nog geen afbeelding gekozen.')).toBeVisible();
});

for (const { label, viewport } of widths) {
  test(`the CMS page and the open picker panel have no axe violations (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(demo());
    await expect(page.getByRole('button', { name: 'Afbeelding kiezen' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
    const panel = page.getByRole('dialog', { name: 'Beeldbank' });
    await expect(panel.getByRole('button', { name: 'samen-zingen.svg', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('the CMS page carries the rich-text editor in both modes; what is written goes into the form as draft JSON', async ({
  page,
}) => {
  await page.goto(demo());
  const admin = page.getByRole('toolbar', { name: 'Opmaak van Tekst van het bericht' });
  const blog = page.getByRole('toolbar', { name: 'Opmaak van Korte samenvatting' });
  await expect(admin.getByRole('button')).toHaveCount(11);
  await expect(blog.getByRole('button')).toHaveText([
    'Vetgedrukt',
    'Opsomming',
    'Genummerde lijst',
    'Hyperlink toevoegen',
  ]);

  // Typed text, then bold for what follows (Ctrl+B, as in any editor), by keyboard alone.
  const text = page.getByRole('textbox', { name: 'Tekst van het bericht' });
  await text.click();
  await page.keyboard.type('Samen wandelen ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('helpt');
  await expect(admin.getByRole('button', { name: 'Vetgedrukt' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => JSON.parse((await page.locator('#body').inputValue()) || '{}'))
    .toMatchObject({
      blocks: [
        {
          text: 'Samen wandelen helpt',
          type: 'unstyled',
          inlineStyleRanges: [{ offset: 15, length: 5, style: 'BOLD' }],
        },
      ],
      entityMap: {},
    });

  // The toolbar is one stop for Tab; arrow keys move inside it.
  await blog.getByRole('button', { name: 'Vetgedrukt' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(blog.getByRole('button', { name: 'Opsomming' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(blog.getByRole('button', { name: 'Hyperlink toevoegen' })).toBeFocused();
});

for (const { label, viewport } of widths) {
  test(`the editors in admin and blog mode have no axe violations (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(demo());
    await expect(page.getByRole('toolbar', { name: 'Opmaak van Korte samenvatting' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Korte samenvatting' }).click();
    await page.keyboard.type('Een korte tekst.');
    await expectNoAxeViolations(page);
  });
}
