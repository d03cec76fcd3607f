import { focusJustBefore } from '../support/keyboard';
import { expect, test, type Page } from '../support/test';

// The media group's blocks on the "all blocks" page, by the headings the seed gives them
// (api/src/seed/content/showcase/media.ts).
const blockHeadings = [
  ['media block', 'Zingen in het Alzheimer Café'],
  ['riddle iframe', 'Quiz: wat weet u over dementie?'],
  ['spotify iframe', 'Podcast: de mantelzorger aan het woord'],
  ['newsletter form', 'Nieuws over dementie in uw mailbox'],
  ['collection form', 'Doe mee met de collecteweek'],
  ['donation widget', 'Help mee met uw gift'],
  ['html', 'Dementielijn'],
  ['text with image', 'Samen naar buiten'],
  ['text with image (new)', 'Thee en een goed gesprek'],
  ['two-column text', 'Thuis wonen of verhuizen'],
] as const;

// None of these tests is about the cookie banner: the visitor chose "only necessary" before.
test.use({ consent: 'necessary' });

const block = (page: Page, heading: string) => page.locator(`section:has(> h2:text-is("${heading}"))`);

// The machines have no internet: the embeds' own sites are answered here. The quiz reports its
// height the way embed scripts do, by postMessage to the page around it.
async function stubEmbeds(page: Page) {
  await page.route('https://www.riddle.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Quiz</title><p>Vraag 1</p><script>parent.postMessage({ height: 720 }, "*")</script></html>',
    }),
  );
  await page.route('https://open.spotify.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Podcast</title><p>Aflevering</p></html>',
    }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="nl"><title>Video</title></html>' }),
  );
}

async function openAllBlocks(page: Page) {
  await stubEmbeds(page);
  await page.goto('/alle-blokken');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle blokken' })).toBeVisible();
}

test('every media block is on the "all blocks" page', async ({ page }) => {
  await openAllBlocks(page);
  for (const [kind, heading] of blockHeadings) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), kind).toBeVisible();
  }
  await expect(page.getByRole('figure').filter({ hasText: 'Marian, partner van Kees' })).toBeVisible();
  // No provider ids on this block: the site's own sign-up form.
  // Its form loads as it comes near.
  await block(page, 'Nieuws over dementie in uw mailbox').scrollIntoViewIfNeeded();
  await expect(
    block(page, 'Nieuws over dementie in uw mailbox').getByRole('textbox', { name: 'E-mailadres' }),
  ).toBeVisible();
});

test('the riddle quiz shows without consent and takes the height it reports', async ({ page }) => {
  await openAllBlocks(page);
  const quiz = page.locator('iframe[title="Quiz: wat weet u over dementie?"]');
  await expect(quiz).toHaveAttribute('src', 'https://www.riddle.com/embed/a/123456');
  // The frame loads lazily, so only once a visitor scrolls to it.
  await quiz.scrollIntoViewIfNeeded();
  await expect(quiz).toHaveAttribute('height', '720');
});

test('accepting marketing cookies in the podcast placeholder shows the 200 px high player', async ({ page }) => {
  await openAllBlocks(page);
  const podcast = block(page, 'Podcast: de mantelzorger aan het woord');
  await expect(podcast.locator('iframe')).toHaveCount(0);
  await expect(podcast.getByText(/komt van een andere website/)).toBeVisible();
  await podcast.getByRole('button', { name: 'Marketingcookies accepteren' }).click();
  const player = podcast.locator('iframe[title="Podcast: de mantelzorger aan het woord"]');
  await expect(player).toHaveAttribute('src', 'https://open.spotify.com/embed/episode/abc123');
  await expect(player).toHaveAttribute('height', '200');
});

test('the donation widget can be used with the keyboard alone', async ({ page }) => {
  await openAllBlocks(page);
  const widget = block(page, 'Help mee met uw gift');
  const once = widget.getByRole('radio', { name: 'Eenmalig' });
  await expect(once).toBeChecked();
  await expect(widget.getByRole('radio', { name: '35 euro Meest gekozen' })).toBeChecked();
  // Start where a keyboard user arrives at the widget: on the last thing before it that takes the
  // focus, so the next Tab enters the widget.
  await focusJustBefore(widget);
  await page.keyboard.press('Tab');
  await expect(once).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('radio', { name: 'Maandelijks' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('radio', { name: '10 euro Meest gekozen' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('radio', { name: '20 euro' })).toBeChecked();
  await page.keyboard.press('Tab');
  const donate = widget.getByRole('link', { name: 'Doneer' });
  await expect(donate).toBeFocused();
  await expect(donate).toHaveAttribute('href', '/doneren?frequentie=maandelijk&bedrag=20&campagne=ALLEBLOKKEN');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/doneren\?frequentie=maandelijk&bedrag=20&campagne=ALLEBLOKKEN$/);
});

test('the collection form opens its explanation and the chosen form', async ({ page }) => {
  await openAllBlocks(page);
  const form = block(page, 'Doe mee met de collecteweek');
  const toggle = form.getByRole('button', { name: 'Uitleg' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByText(/Collecteren kost weinig tijd/)).toBeVisible();
  await form.getByRole('radio', { name: 'Online' }).check();
  await expect(form.getByRole('link', { name: 'Start uw online collectebus' })).toHaveAttribute('href', '/collecte');
});

// The full-page axe sweep of the "all blocks" page is in accessibility.spec.ts.
