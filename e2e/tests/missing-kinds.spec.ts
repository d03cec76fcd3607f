import { expectNoAxeViolations, widths } from '../support/axe';
import { expect, test, type Page } from '../support/test';

// The block and page kinds the site lacked, shown from seeded content, each
// checked with axe at both widths where a visitor sees something new.

test.use({ consent: 'necessary' });

type DataLayerWindow = Window & { dataLayer: { event?: string; filter?: string; value?: string }[] };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { label, viewport } of widths) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the all-blocks page shows the aside, a special media block and a centred expandable with a nested quote', async ({
      page,
    }) => {
      await page.goto('/alle-blokken');
      const main = page.getByRole('main');

      const aside = main.getByRole('region', { name: 'Even iemand spreken?' });
      await aside.scrollIntoViewIfNeeded();
      await expect(aside.getByText('Bel de Dementielijn.')).toBeVisible();
      await expect(aside.locator('img')).toHaveAttribute('srcset', /100w.*200w/);
      await expect(main.getByRole('complementary')).toHaveCount(0);

      const special = main.getByRole('region', { name: 'Uitgelicht: tuinieren met opa' });
      await expect(special.getByRole('img', { name: 'Een opa en zijn kleindochter planten bloemen' })).toBeVisible();
      // The special panel stands out from the white page.
      expect(await special.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );

      const expandable = main.getByRole('region', { name: 'Wat andere mantelzorgers zeggen' });
      const title = expandable.getByRole('heading', { level: 2 });
      expect(await title.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
      await expandable.getByText('Hoe houdt u het vol?').click();
      const quote = expandable.getByRole('figure');
      await expect(quote).toContainText('Eén middag per week is voor mij.');
      await expect(quote).toContainText('Ans, dochter van Riet');

      expect(await noSidewaysScroll(page)).toBe(true);
      // axe on the new blocks only: the page's third-party embeds are another test's concern.
      // Their names are found by role; axe needs a CSS selector, hence a marker (test-only).
      for (const [index, block] of [aside, special, expandable].entries()) {
        await block.evaluate((element, n) => element.setAttribute('data-new-kind', String(n)), index);
        await expectNoAxeViolations(page, `[data-new-kind="${index}"]`);
      }
    });

    test('the region overview lists every region and its search leads to the region search', async ({ page }) => {
      await page.goto('/regio-overzicht');
      await expect(page.getByRole('heading', { level: 1, name: 'Alle regio’s' })).toBeVisible();
      const list = page.getByRole('region', { name: /^Alle \d+ regio's$/ });
      await expect(list.getByRole('link', { name: 'Regio Utrecht', exact: true })).toHaveAttribute(
        'href',
        '/regios/utrecht',
      );
      expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(40);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }).fill('Zwolle');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/regios\?zoekterm=Zwolle$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Zoek uw regio' })).toBeVisible();
    });

    test("a regio_nieuws page is its region's news overview, with the way back to the region", async ({ page }) => {
      await page.goto('/regios/utrecht/nieuwsoverzicht');
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuws uit regio Utrecht' })).toBeVisible();
      await expect(page.getByText('Wat er speelt in regio Utrecht')).toBeVisible();
      await expect(page.locator('main li article').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Paginatie' })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Terug naar Regio Utrecht' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
    });

    test('a regio_vacancies page is one regional vacancy, with its application route', async ({ page }) => {
      const path = '/regios/arnhem-en-omstreken/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe';
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Gastvrouw of gastheer Alzheimer Café' })).toBeVisible();
      await expect(page.getByRole('link', { name: /solliciteer/i }).first()).toHaveAttribute(
        'href',
        `${path}/solliciteren`,
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
    });

    test('a content page the api cannot give has the error style', async ({ page }) => {
      await page.route('**/api/drupal/dementie/wat-is-dementie', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
      );
      await page.goto('/dementie/wat-is-dementie');
      const heading = page.getByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' });
      await expect(heading).toBeVisible();
      const panel = page.locator('section[data-state="failed"]');
      await expect(panel).toBeVisible();
      const style = await panel.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, border: computed.borderLeftWidth };
      });
      expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(style.border).toBe('6px');
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
}

test('choosing and clearing an activity filter reaches the data layer', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as DataLayerWindow).dataLayer = [];
  });
  const filterEvents = () =>
    page.evaluate(() =>
      (window as unknown as DataLayerWindow).dataLayer.filter((entry) =>
        /^(apply|remove)_filter$/.test(entry.event ?? ''),
      ),
    );
  await page.goto('/alle-blokken');
  const block = page.getByRole('search', { name: 'Activiteiten bij u in de buurt' }).locator('..');
  await block
    .getByRole('searchbox', { name: 'Plaats of postcode' })
    .or(block.getByRole('textbox', { name: 'Plaats of postcode' }))
    .fill('Amersfoort');
  await block.getByRole('button', { name: 'Zoeken' }).click();
  const type = block.getByRole('combobox', { name: 'Soort activiteit' });
  await expect(type).toHaveValue('Alzheimer Café');
  await type.selectOption({ label: 'Alle soorten activiteiten' });
  await expect.poll(filterEvents).toEqual([
    { event: 'apply_filter', filter: 'place', value: 'Amersfoort' },
    { event: 'remove_filter', filter: 'activityType', value: 'Alzheimer Café' },
  ]);
});
