import { expectNoAxeViolations, widths } from '../support/axe';
import { focusJustBefore } from '../support/keyboard';
import { expect, test, type Page, type Response } from '../support/test';

// Site search (spec 1 §2.9) with suggestions, typo tolerance and result cards per type, and one
// search bar (mf-search's) everywhere.
test.use({ consent: 'necessary' });

interface SearchAnswer {
  Total: number;
  Suggestion: string | null;
  Documents: {
    Title: string;
    DocType: string;
    PublicationDate?: string | null;
    HeaderImage?: { url: string } | null;
  }[];
}
interface SuggestAnswer {
  Suggestions: { Text: string }[];
}

const searchAnswer = (page: Page, query: RegExp) =>
  page.waitForResponse(
    (response: Response) => /\/api\/v1\/es\/search\?/.test(response.url()) && query.test(response.url()),
  );
const resultTitles = (page: Page) =>
  page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('listitem').getByRole('heading', { level: 3 });

test('searches from the header by keyboard alone: suggestions, arrow keys, Enter', async ({ page }) => {
  await page.goto('/dementie');
  await expect(page.getByRole('heading', { level: 1, name: 'Over dementie' })).toBeVisible();
  // The header's button comes first; the search bar it opens has a "Zoeken" button too.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).first();
  await focusJustBefore(toggle);
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // The cursor is in the field; what is typed before mf-search has loaded carries over.
  const suggestions = page.waitForResponse((response) => response.url().includes('/api/v1/es/suggest?query=mantel'));
  await page.keyboard.type('mantel');
  const field = page.getByRole('combobox', { name: 'Waar zoekt u naar?' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('mantel');
  const offered = ((await (await suggestions).json()) as SuggestAnswer).Suggestions.map((s) => s.Text);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(8);
  const list = page.getByRole('listbox', { name: 'Suggesties' });
  await expect(list.getByRole('option')).toHaveText(offered);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggesties?\./ })).toHaveText(
    new RegExp(`^${offered.length} suggesties?\\.`),
  );

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const chosen = offered[1]!;
  const results = searchAnswer(page, /contentType=alle/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/zoeken?${new URLSearchParams({ zoekterm: chosen })}`);
  const answer = (await (await results).json()) as SearchAnswer;
  await expect(page.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
  await expect(resultTitles(page)).toHaveText(answer.Documents.map((d) => d.Title));
});

test('Escape closes the suggestions and keeps the term; a second Escape closes the header search', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).first();
  await toggle.click();
  const field = page.getByRole('combobox', { name: 'Waar zoekt u naar?' });
  await field.pressSequentially('dem');
  await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeHidden();
  await expect(field).toHaveValue('dem');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('filters by type; the address carries term and filter, and a reload shows the same results', async ({ page }) => {
  await page.goto('/zoeken');
  await page.getByRole('combobox', { name: 'Waar zoekt u naar?' }).fill('wandelen');
  await page.getByRole('combobox', { name: 'Zoek in' }).selectOption({ label: 'Nieuws' });
  const first = searchAnswer(page, /query=wandelen&contentType=nieuws/);
  await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL('/zoeken?pijler=nieuws&zoekterm=wandelen');
  const answer = (await (await first).json()) as SearchAnswer;
  expect(answer.Documents.length).toBeGreaterThan(0);
  expect(answer.Documents.every((d) => d.DocType === 'news')).toBe(true);
  const titles = answer.Documents.map((d) => d.Title);
  await expect(resultTitles(page)).toHaveText(titles);
  await expect(page.getByText(`${answer.Total} resultaten voor "wandelen"`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Waar zoekt u naar?' })).toHaveValue('wandelen');
  await expect(page.getByRole('combobox', { name: 'Zoek in' })).toHaveValue('nieuws');
  await expect(resultTitles(page)).toHaveText(titles);
});

test('news results show their picture and publication date', async ({ page }) => {
  const results = searchAnswer(page, /contentType=nieuws/);
  await page.goto('/zoeken?pijler=nieuws&zoekterm=wandeling');
  const answer = (await (await results).json()) as SearchAnswer;
  const first = answer.Documents[0]!;
  expect(first.HeaderImage?.url).toBeTruthy();
  const card = page.getByRole('region', { name: 'Zoekresultaten' }).getByRole('listitem').first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.Title);
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', first.HeaderImage!.url);
  await expect(picture).toHaveAttribute('srcset', /\d+w/);
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const day = first.PublicationDate!.slice(0, 10);
  await expect(card.locator('time')).toHaveAttribute('datetime', day);
  await expect(card.locator('time')).toHaveText(/^\d{1,2} [a-z]+ \d{4}$/);
});

test('a typo still finds pages and offers the corrected term', async ({ page }) => {
  const results = searchAnswer(page, /query=dementei/);
  await page.goto('/zoeken?zoekterm=dementei');
  const answer = (await (await results).json()) as SearchAnswer;
  expect(answer.Suggestion).toBe('dementie');
  await expect(page.getByText(/^Geen resultaten voor "dementei"\. Wel \d+ resultat/)).toBeVisible();
  await page.getByRole('link', { name: 'dementie', exact: true }).click();
  await expect(page).toHaveURL('/zoeken?pijler=alle&zoekterm=dementie');
  await expect(page.getByText(/^\d+ resultaten voor "dementie"$/)).toBeVisible();
});

test('nothing found: a calm message and the pages most visitors look for; the last term is offered later', async ({
  page,
}) => {
  await page.goto('/zoeken?zoekterm=dementie');
  await expect(page.getByText(/resultaten voor "dementie"/)).toBeVisible();
  await page.goto('/zoeken?zoekterm=qqxqzv');
  await expect(page.getByText('Geen resultaten voor "qqxqzv". Probeer een ander woord.')).toBeVisible();
  const results = page.getByRole('region', { name: 'Zoekresultaten' });
  await expect(results.getByRole('heading', { level: 3, name: "Veel bezochte pagina's" })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Doe de geheugentest' })).toHaveAttribute(
    'href',
    '/geheugentest/zelf',
  );
  // Back to the search page without a term, in the same visit.
  await page.goto('/zoeken');
  await expect(page.getByText('Eerder zocht u naar:')).toBeVisible();
  await page.getByRole('button', { name: '"qqxqzv", zoek opnieuw' }).click();
  await expect(page).toHaveURL('/zoeken?pijler=alle&zoekterm=qqxqzv');
});

test('searches from the not-found page with its own search bar', async ({ page }) => {
  await page.goto('/deze-pagina-bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  const field = page.getByRole('main').getByRole('combobox', { name: 'Zoek op de website' });
  await field.fill('geheugentest');
  await field.press('Enter');
  await expect(page).toHaveURL('/zoeken?zoekterm=geheugentest');
  await expect(page.getByText(/(resultaat|resultaten) voor "geheugentest"/)).toBeVisible();
});

test('odd terms are answered calmly, never with an error', async ({ page }) => {
  for (const term of ['"dementie" OR -zorg', "'; DROP TABLE nodes; --", '🧠 geheugen', 'a'.repeat(1000)]) {
    const results = searchAnswer(page, /contentType=alle/);
    await page.goto(`/zoeken?${new URLSearchParams({ zoekterm: term })}`);
    expect((await results).status()).toBe(200);
    await expect(page.getByText(/(resultaat|resultaten) voor/).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});

for (const { label, viewport } of widths) {
  test.describe(`${label} width`, () => {
    test.use({ viewport });

    test('the search page has no axe violations with results, without results and with suggestions open', async ({
      page,
    }) => {
      await page.goto('/zoeken?pijler=nieuws&zoekterm=wandeling');
      await expect(resultTitles(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/zoeken?zoekterm=qqxqzv');
      await expect(page.getByText(/Geen resultaten/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('combobox', { name: 'Waar zoekt u naar?' }).fill('');
      await page.getByRole('combobox', { name: 'Waar zoekt u naar?' }).pressSequentially('dem');
      await expect(page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page);
      // No sideways scrolling with the list open.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
