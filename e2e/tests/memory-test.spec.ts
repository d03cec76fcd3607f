import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, widths } from '../support/axe';
import { focusJustBefore } from '../support/keyboard';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { expect, test, type Page } from '../support/test';

// The memory test end to end (spec 1 §2.11, §4, §5, §9), on the seeded test nodes and
// the api's memory-test texts. One question per screen
// (docs/decisions/0019-memory-test-one-question-per-screen.md): "Volgende vraag"
// goes on, choosing an option never does.

test.use({ consent: 'necessary' });

const SELF = '/geheugentest/zelf';
const OTHER = '/geheugentest/ander';
const RESULT = '/geheugentest/uitslag';

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Vraag ${number} van \\d+`) });
const progress = (page: Page) => page.locator('[aria-live="polite"]', { hasText: /^U heeft .* vragen beantwoord\.$/ });
/** The questions' form, named by the test's question-list title. */
const testForm = (page: Page) => page.getByRole('form', { name: /^Vragen over/ });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Volgende vraag' });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Vorige vraag' });
const resultButton = (page: Page) => page.getByRole('button', { name: 'Bekijk de uitslag' });
/** The error summary: the box around its heading, which takes the focus. */
const errorSummary = (page: Page) => page.getByRole('heading', { name: 'Er is een probleem' }).locator('..');

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

test('the test for yourself, by keyboard alone: arrow keys choose, "Volgende vraag" goes on, and the result fits the answers', async ({
  page,
  request,
}) => {
  await openTest(page, SELF);
  await expect(progress(page)).toHaveText('U heeft 0 van de 25 vragen beantwoord.');
  // The question's number is said once, in its legend; one question on the screen.
  await expect(page.getByText(/Vraag 1 van 25/)).toHaveCount(1);
  await expect(testForm(page).getByRole('group')).toHaveCount(1);
  await expect(nextButton(page)).toBeVisible();
  await expect(previousButton(page)).toHaveCount(0);
  await expect(resultButton(page)).toHaveCount(0);
  await focusJustBefore(question(page, 1));
  const age = page.getByRole('group', { name: 'Hoe oud bent u?' });
  // 26 screens: questions 1 to 5, the age, questions 6 to 25.
  for (let screen = 1; screen <= 26; screen += 1) {
    const group = screen === 6 ? age : question(page, screen < 6 ? screen : screen - 1);
    await page.keyboard.press('Tab');
    await expect(group.getByRole('radio').first()).toBeFocused();
    // Down twice: the third option, "sometimes" (2 points), or "75 jaar of ouder"; focus stays.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio').nth(2)).toBeChecked();
    await expect(testForm(page).getByRole('group')).toHaveCount(1);
    if (screen === 26) break;
    await page.keyboard.press('Tab');
    await expect(nextButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    // The next screen's group has the focus, so a screen reader starts at its legend.
    await expect(screen === 5 ? age : question(page, screen < 6 ? screen + 1 : screen)).toBeFocused();
  }
  await expect(progress(page)).toHaveText('U heeft alle 25 vragen beantwoord.');
  await page.keyboard.press('Tab');
  await expect(resultButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${RESULT}?test=zelf`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw uitslag' })).toBeVisible();
  await expect(page.getByText('Uw score is 50.').first()).toBeVisible();
  const meaning = page.getByRole('region', { name: 'Wat zegt deze score?' });
  for (const text of await expectedTexts(request, 'forMyself', '44-54', '75')) {
    await expect(meaning.getByText(text, { exact: true })).toBeVisible();
  }
});

test('the test about someone else, by keyboard alone: Space chooses, Enter on "Volgende vraag" goes on, and the result fits', async ({
  page,
  request,
}) => {
  await openTest(page, OTHER);
  await focusJustBefore(question(page, 1));
  // 17 screens: questions 1 to 4, the age, questions 5 to 16.
  for (let screen = 1; screen <= 17; screen += 1) {
    await page.keyboard.press('Tab');
    // Space picks the focused first option (1 point, or the youngest age); nothing moves on.
    await page.keyboard.press('Space');
    await expect(testForm(page).getByRole('group')).toHaveCount(1);
    await page.keyboard.press('Tab');
    if (screen < 17) {
      await expect(nextButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  await expect(resultButton(page)).toBeFocused();
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

test('a reload in the middle of the test resumes at the first open question, and "Vorige vraag" shows the answers', async ({
  page,
}) => {
  await openTest(page, SELF);
  for (const number of [1, 2, 3]) {
    await question(page, number).getByRole('radio').nth(1).check();
    await nextButton(page).click();
  }
  await expect(question(page, 4)).toBeFocused();
  await expect(progress(page)).toHaveText('U heeft 3 van de 25 vragen beantwoord.');
  await page.reload();
  await expect(progress(page)).toHaveText('U heeft 3 van de 25 vragen beantwoord.');
  await expect(page.getByText('Welkom terug. U was gebleven bij vraag 4.', { exact: false })).toBeVisible();
  await expect(question(page, 4)).toBeVisible();
  await expect(question(page, 3)).toHaveCount(0);
  await previousButton(page).click();
  await expect(question(page, 3)).toBeFocused();
  await expect(question(page, 3).getByRole('radio').nth(1)).toBeChecked();
});

test('stepping through the test on a phone moves nothing on the page once shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await watchLayoutShifts(page);
  await openTest(page, SELF);
  const before = (await layoutShifts(page)).length;
  // Up to the age and one question past it; the buttons below keep their place all along.
  for (let screen = 1; screen <= 7; screen += 1) {
    const group = testForm(page).getByRole('group');
    await group.getByRole('radio').nth(1).check();
    await nextButton(page).click();
  }
  await previousButton(page).click();
  await expect(question(page, 6)).toBeFocused();
  const shifts = (await layoutShifts(page)).slice(before);
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.05);
});

for (const { label, viewport } of widths) {
  test(`one question per screen: "Volgende vraag" without an answer shows its error, the options are large, without axe violations (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openTest(page, OTHER);
    await expectNoAxeViolations(page, 'main');
    const first = question(page, 1);
    // Each option is a box of at least 44 px; on a phone one column of full-width options.
    const options = await first.locator('label').evaluateAll((labels) =>
      labels.map((option) => {
        const box = option.getBoundingClientRect();
        return { left: box.left, width: box.width, height: box.height };
      }),
    );
    const groupWidth = await first.evaluate((group) => group.getBoundingClientRect().width);
    expect(options).toHaveLength(5);
    for (const option of options) {
      expect(option.height).toBeGreaterThanOrEqual(44);
      if (viewport.width < 640) {
        expect(option.left).toBeCloseTo(options[0]!.left, 0);
        expect(option.width).toBeGreaterThanOrEqual(groupWidth - 1);
      }
    }
    await nextButton(page).click();
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page).getByRole('link')).toHaveText(['Kies een antwoord bij vraag 1']);
    await expect(question(page, 1)).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    // The whole box is the option's label: a click at its far end chooses it.
    const option = first.locator('label', { hasText: 'Niet veranderd' });
    const box = (await option.boundingBox())!;
    await option.click({ position: { x: box.width - 4, y: box.height / 2 } });
    await expect(first.getByRole('radio', { name: 'Niet veranderd' })).toBeChecked();
    await expect(errorSummary(page)).toHaveCount(0);
    await nextButton(page).click();
    await expect(question(page, 2)).toBeFocused();
    await expect(question(page, 1)).toHaveCount(0);
    // Nothing chosen is lost: back on the first question, its answer is still there.
    await previousButton(page).click();
    await expect(first.getByRole('radio', { name: 'Niet veranderd' })).toBeChecked();
    await expectNoAxeViolations(page, 'main');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
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
