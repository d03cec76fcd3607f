import { expect, test, type Page } from '@playwright/test';
import { holdAnswers } from '../support/hold-answers';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';

const OVERVIEW = '/vrijwilligerswerk';
const REGIONAL = '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe';
const CORPORATE = '/vacature-webredacteur';

const list = (page: Page) => page.getByRole('region', { name: 'Vacatures' });
const cards = (page: Page) => list(page).getByRole('heading', { level: 3 });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a filtered list keeps its filters after a reload', async ({ page }) => {
    await page.goto(OVERVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk' })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const status = list(page).getByRole('status');
    await expect(status).toHaveText(/vacatures? gevonden/);
    const allCount = (await status.textContent()) ?? '';
    const online = page.getByRole('checkbox', { name: 'Online en telefonisch' });
    await online.check();
    await expect(online).toBeFocused();
    await expect(page).toHaveURL(/activityIds=5/);
    // The count changes once the filtered list has loaded; read it only then.
    await expect(status).not.toHaveText(allCount);
    await expect(status).toHaveText(/vacatures? gevonden/);
    const filteredCount = await status.textContent();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Online en telefonisch' })).toBeChecked();
    await expect(list(page).getByRole('status')).toHaveText(filteredCount ?? '');
    await expect(list(page).getByText('Vanuit huis').first()).toBeVisible();
  });

  // The filter form grows by its groups of boxes when their terms arrive; a list that
  // came first was pushed down (layout shift 0.038 at 1280 px). It waits for them now.
  test('the list waits for the filter groups, so their arrival does not move it', async ({ page }) => {
    await watchLayoutShifts(page);
    const terms = await holdAnswers(page, '**/api/drupal/api/taxonomies/durations');
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/region/vacancies/search'));
    await page.goto(OVERVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk' })).toBeVisible();
    await answered;
    await expect(list(page).getByText('De vacatures worden geladen.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    terms.release();
    await expect(list(page).getByRole('checkbox', { name: 'Eenmalig' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  // The other order: the groups come first, the list later. Its loading text stood below the form
  // and was pushed down by the groups (0.006 at 1280 px); it stands in their place now.
  test('the loading text does not move when the filter groups come before the list', async ({ page }) => {
    await watchLayoutShifts(page);
    const terms = await holdAnswers(page, '**/api/drupal/api/taxonomies/durations');
    const vacancies = await holdAnswers(page, '**/api/v1/region/vacancies/search?*');
    await page.goto(OVERVIEW);
    await expect(list(page).getByText('De vacatures worden geladen.')).toBeInViewport();
    terms.release();
    await expect(list(page).getByRole('checkbox', { name: 'Eenmalig' })).toBeVisible();
    await expect(list(page).getByText('De vacatures worden geladen.')).toBeVisible();
    vacancies.release();
    await expect(cards(page).first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  // Spec 1 §2.8, §9: a distance needs a place to be measured from; with one it starts at 10 km.
  test('offers a distance only once a place is typed, and then from 10 km', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/region/vacancies/search')) searches.push(sent.url());
    });
    await page.goto(OVERVIEW);
    await expect(cards(page)).toHaveCount(6);
    const range = list(page).getByRole('combobox', { name: 'Afstand' });
    await expect(range).toBeDisabled();
    await expect(range).toHaveAccessibleDescription('Vul eerst een postcode of plaats in.');
    await expect(range).toHaveValue('');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.filter((url) => url.includes('radius='))).toEqual([]);

    await list(page).getByRole('textbox', { name: 'Postcode of plaats' }).fill('3511');
    await expect(range).toBeEnabled();
    await expect(range).toHaveValue('10');
    const nearby = page.waitForRequest((sent) =>
      /\/api\/v1\/region\/vacancies\/search\?address=3511&radius=10&page=0&pageSize=6$/.test(sent.url()),
    );
    await list(page).getByRole('button', { name: 'Zoeken' }).click();
    await nearby;
    await expect(page).toHaveURL(/\?zipcode=3511&range=10$/);
  });

  test('pages through the overview by number', async ({ page }) => {
    await page.goto(OVERVIEW);
    // Titles repeat across regions, so a card is known by its address.
    const firstCard = () => list(page).getByRole('listitem').first().getByRole('link');
    const firstHref = await firstCard().getAttribute('href');
    const pager = page.getByRole('navigation', { name: /pagina/i });
    // The last page is ceil(total / 6): 127 volunteer vacancies are seeded, one a regio_vacancies node.
    await expect(pager.getByRole('link', { name: '22', exact: true })).toBeVisible();
    await pager.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(firstCard()).not.toHaveAttribute('href', firstHref ?? '');
    await expect(cards(page)).toHaveCount(6);
  });

  test("a vacancy's call to action leads to its application form", async ({ page }) => {
    await page.goto(REGIONAL);
    await page
      .getByRole('complementary', { name: 'Aanmelden' })
      .getByRole('link', { name: 'Solliciteer direct' })
      .click();
    await expect(page).toHaveURL(`${REGIONAL}/solliciteren`);
    await expect(page.getByRole('heading', { level: 1, name: /^Solliciteren: / })).toBeVisible();
  });

  test('a vacancy page shows its blocks, rendered by mf-content', async ({ page, request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const contentOrigin = new URL(remotes.mf_content ?? '').origin;
    const contentRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(contentOrigin)) contentRequests.push(sent.url());
    });
    await page.goto(REGIONAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Gastvrouw of gastheer Alzheimer Café' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wat gaat u doen?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wat vragen wij?' })).toBeVisible();
    await expect(page.getByText('Een deel van deze vacature kunnen we nu niet laten zien')).toHaveCount(0);
    // Only mf-content renders blocks: its remote was loaded for them.
    expect(contentRequests.length).toBeGreaterThan(0);
  });

  test('a corporate vacancy applies under its own one-segment path', async ({ page }) => {
    await page.goto(CORPORATE);
    await expect(page.getByRole('heading', { level: 1, name: 'Webredacteur' })).toBeVisible();
    await page.getByRole('link', { name: 'Solliciteer direct' }).click();
    await expect(page).toHaveURL(`${CORPORATE}/solliciteren`);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // On a phone the list started below the form's 19 boxes. It starts under the heading now, the
  // form closed behind a "Filters (n)" button, and nothing that comes late moves it.
  test('the list comes first, its filters behind a button that counts them', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto(OVERVIEW);
    await expect(cards(page)).toHaveCount(6);
    const toggle = list(page).getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list(page).getByRole('checkbox')).toHaveCount(0);
    // Only the count line stands between the button and the first card.
    const below = (await cards(page).first().boundingBox())!.y - (await toggle.boundingBox())!.y;
    expect(below).toBeLessThan(200);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);

    // Opening leaves the focus on the button; the boxes show in place, under it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    await list(page).getByRole('checkbox', { name: 'Online en telefonisch' }).check();
    await expect(page).toHaveURL(/activityIds=5/);
    const counted = list(page).getByRole('button', { name: 'Filters (1)' });
    await expect(counted).toHaveAttribute('aria-expanded', 'true');
    await list(page).getByRole('button', { name: 'Toon de vacatures' }).click();
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await expect(counted).toBeFocused();
    await expect(list(page).getByText('Vanuit huis').first()).toBeVisible();

    await page.reload();
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await counted.click();
    await expect(list(page).getByRole('checkbox', { name: 'Online en telefonisch' })).toBeChecked();
  });

  test('loads more vacancies instead of paging', async ({ page }) => {
    await page.goto(OVERVIEW);
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: /pagina/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Meer vacatures laden' }).press('Enter');
    await expect(cards(page)).toHaveCount(12);
    // The keyboard goes on at the first new card.
    await expect(cards(page).nth(6).getByRole('link')).toBeFocused();
  });
});

// The full-page axe sweep of these page kinds is in accessibility.spec.ts.
