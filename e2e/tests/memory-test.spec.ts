import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, widths } from '../support/axe';
import { focusJustBefore } from '../support/keyboard';
import { expect, test, type Page } from '../support/test';

// The memory test end to end (issue 13; spec 1 §2.11, §4, §5, §9), on the seeded test nodes and
// the api's memory-test texts.

test.use({ consent: 'necessary' });

const SELF = '/geheugentest/zelf';
const OTHER = '/geheugentest/ander';
const RESULT = '/geheugentest/uitslag';

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Vraag ${number} van \\d+`) });
const progress = (page: Page) => page.locator('[aria-live="polite"]', { hasText: /^U heeft .* vragen beantwoord\.$/ });

/** The texts the result page should show for a score band and an age, read from the api. */
async function expectedTexts(request: APIRequestContext, kind: string, band: string, age: string): Promise<string[]> {
  const answer = await request.get(`/api/v1/memory-test/texts?kind=${kind}`);
  expect(answer.ok()).toBe(true);
  const texts = (await answer.json()) as { ScoreGroup: string; AgeGroup: string; Body: string }[];
  const bodies = texts
    .filter((text) => text.ScoreGroup === band && (text.AgeGroup === 'all' || text.AgeGroup === age))
    .flatMap((text) => [...text.Body.matchAll(/<p>(.*?)<\/p>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '')));
  expect(bodies.length).toBeGreaterThan(0);
  return bodies;
}

async function openTest(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(question(page, 1)).toBeVisible();
}

/** Finishes a test in session storage, as if the visitor had answered every question. */
async function finishTest(page: Page, kind: 'forMyself' | 'forOthers', count: number, option: number, age: string) {
  await page.evaluate(
    ([kind, count, option, age]) => {
      const answers = Object.fromEntries(Array.from({ length: count }, (_, i) => [`qs-${kind}-${i + 1}`, option]));
      sessionStorage.setItem(`memoryTest-${kind}`, JSON.stringify(answers));
      sessionStorage.setItem('ageOption', age);
    },
    [kind, count, option, age] as const,
  );
}

test('the test for yourself, by keyboard alone: arrow keys choose, Tab goes on, and the result fits the answers', async ({
  page,
  request,
}) => {
  await openTest(page, SELF);
  await expect(progress(page)).toHaveText('U heeft 0 van de 25 vragen beantwoord.');
  // The question's number is said once, in its legend.
  await expect(page.getByText(/Vraag 1 van 25/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Volgende vraag' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bekijk de uitslag' })).toHaveCount(0);
  await focusJustBefore(question(page, 1));
  for (let number = 1; number <= 25; number += 1) {
    await page.keyboard.press('Tab');
    await expect(question(page, number).getByRole('radio').first()).toBeFocused();
    // Down twice: the third option, "sometimes" (2 points); focus stays in the group.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(question(page, number).getByRole('radio').nth(2)).toBeChecked();
    if (number === 5) {
      const age = page.getByRole('group', { name: 'Hoe oud bent u?' });
      await page.keyboard.press('Tab');
      await expect(age.getByRole('radio').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(age.getByRole('radio', { name: '75 jaar of ouder' })).toBeChecked();
    }
  }
  await expect(progress(page)).toHaveText('U heeft alle 25 vragen beantwoord.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Bekijk de uitslag' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${RESULT}?test=zelf`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw uitslag' })).toBeVisible();
  await expect(page.getByText('Uw score is 50.').first()).toBeVisible();
  const meaning = page.getByRole('region', { name: 'Wat zegt deze score?' });
  for (const text of await expectedTexts(request, 'forMyself', '44-54', '75')) {
    await expect(meaning.getByText(text, { exact: true })).toBeVisible();
  }
});

test('the test about someone else, by keyboard alone: Space chooses and moves on, and the result fits', async ({
  page,
  request,
}) => {
  await openTest(page, OTHER);
  await focusJustBefore(question(page, 1));
  await page.keyboard.press('Tab');
  for (let step = 1; step <= 17; step += 1) {
    // Space picks the focused first option (1 point, or the youngest age) and focus moves on.
    await page.keyboard.press('Space');
  }
  await expect(page.getByRole('button', { name: 'Bekijk de uitslag' })).toBeFocused();
  await expect(progress(page)).toHaveText('U heeft alle 16 vragen beantwoord.');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${RESULT}?test=ander`);
  await expect(page.getByText('Uw score is 16.').first()).toBeVisible();
  await expect(page.getByText('Geheugentest voor een ander').first()).toBeVisible();
  const meaning = page.getByRole('region', { name: 'Wat zegt deze score?' });
  for (const text of await expectedTexts(request, 'forOthers', '16-56', '64')) {
    await expect(meaning.getByText(text, { exact: true })).toBeVisible();
  }
});

for (const path of [SELF, OTHER]) {
  test(`the introduction of ${path} says once that the answers stay on the device`, async ({ page }) => {
    await openTest(page, path);
    await expect(page.getByRole('main').getByText(/Uw antwoorden blijven op/)).toHaveCount(1);
  });
}

test('a reload in the middle of the test resumes at the right question', async ({ page }) => {
  await openTest(page, SELF);
  for (const number of [1, 2, 3]) await question(page, number).getByRole('radio').nth(1).check();
  await expect(progress(page)).toHaveText('U heeft 3 van de 25 vragen beantwoord.');
  await page.reload();
  await expect(progress(page)).toHaveText('U heeft 3 van de 25 vragen beantwoord.');
  await expect(page.getByText('Welkom terug. U was gebleven bij vraag 4.', { exact: false })).toBeVisible();
  await expect(question(page, 3).getByRole('radio').nth(1)).toBeChecked();
  await expect(question(page, 4)).toBeVisible();
  await expect(question(page, 5)).toHaveCount(0);
});

for (const { label, viewport } of widths) {
  test(`with steps still open, "Volgende vraag" leads to the skipped age and no result is offered, without axe violations (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openTest(page, OTHER);
    await expectNoAxeViolations(page, 'main');
    for (const number of [1, 2, 3, 4, 5]) await question(page, number).getByRole('radio').first().check();
    await expect(page.getByRole('button', { name: 'Bekijk de uitslag' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Volgende vraag' }).click();
    await expect(page.getByRole('radio', { name: 'Jonger dan 65 jaar' })).toBeFocused();
    // On the way, nothing is called an error.
    await expect(page.getByRole('heading', { name: 'Er is een probleem' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
    // Nothing typed is lost: the answers are still there.
    await expect(question(page, 5).getByRole('radio').first()).toBeChecked();
  });

  test(`the result page has the score, the brochure with the score, and no axe violations (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(SELF);
    await finishTest(page, 'forMyself', 25, 1, '64-to-74');
    await page.goto(`${RESULT}?test=zelf`);
    await expect(page.getByRole('heading', { level: 1, name: 'Uw uitslag' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wat zegt deze score?' }).locator('p').first()).toBeVisible();
    const brochure = page.locator('main a[href*="score="]');
    await expect(brochure).toHaveAttribute('href', /\?score=25$/);
    // A result is private: the page actions keep print, but offer no sharing.
    await expect(page.getByRole('group', { name: 'Pagina-acties' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deel' })).toHaveCount(0);
    // (The footer's "follow us" links to the charity's own channels stay; they share nothing.)
    await expect(page.getByRole('main').getByText(/Facebook|LinkedIn|Deel op X/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}

test('the print view shows the answers, the date and a note for the GP, without the site around it', async ({
  page,
}, testInfo) => {
  await page.goto(OTHER);
  await finishTest(page, 'forOthers', 16, 3, 'not-say');
  await page.goto(`${RESULT}?test=ander`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw uitslag' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('region', { name: 'Uitslag van de online geheugentest' });
  await expect(printed).toBeVisible();
  await expect(printed.getByText(/^Ingevuld op \w+dag \d+ \w+ \d{4}, \d\d:\d\d uur$/)).toBeVisible();
  await expect(printed.getByText(/^Voor de huisarts:/)).toBeVisible();
  await expect(printed.getByRole('table', { name: 'De antwoorden' }).getByRole('row')).toHaveCount(17);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Uitslag afdrukken voor de huisarts' })).toBeHidden();
  await testInfo.attach('print view', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('the result page without a finished test sends the visitor to the start, with the reason', async ({ page }) => {
  await page.goto(RESULT);
  await expect(page).toHaveURL(`${SELF}?melding=onvolledig`);
  await expect(page.getByRole('status').filter({ hasText: 'De uitslag is er nog niet' })).toBeVisible();
  await expect(question(page, 1)).toBeVisible();
});
