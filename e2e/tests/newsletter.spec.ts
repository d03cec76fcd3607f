import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, widths } from '../support/axe';
import { uniqueEmail } from '../support/backoffice';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { expect, test, type Locator, type Page } from '../support/test';
import { revealFooter } from '../support/footer';

// The national newsletter signs a visitor up, on /nieuwsbrief and in the footer.
test.use({ consent: 'necessary' });

const THANKS = 'Dank u wel! U bent aangemeld voor onze nieuwsbrief. De eerste ontvangt u binnen een maand.';
const CONSENT = /^Als u zich aanmeldt, sturen wij u ongeveer één keer per maand onze nieuwsbrief\./;

interface StoredSignup {
  email: string;
  consentText: string;
  consentedAt: string;
}

/** The sign-up stored for an address, read through the back office (the database is the api's own, in memory). */
async function storedSignups(request: APIRequestContext, email: string): Promise<StoredSignup[]> {
  const response = await request.get('/api/v1/backoffice/newsletter-signups', {
    params: { email },
    headers: { Authorization: `Bearer ${process.env.E2E_BACKOFFICE_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredSignup[];
}

type DataLayerWindow = Window & { dataLayer: { event?: string }[] };

async function followDataLayer(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as DataLayerWindow).dataLayer = [];
  });
}

const formEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as DataLayerWindow).dataLayer.filter((entry) => entry.event === 'form'));

const pageSignup = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Meld u aan voor de nieuwsbrief' });
const footerSignup = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Nieuwsbrief' });

/** The footer's form loads once the visitor scrolls towards it; until then its link stands in. */
async function scrollToFooterSignup(page: Page) {
  await revealFooter(page);
  await footerSignup(page).scrollIntoViewIfNeeded();
  await expect(footerSignup(page).getByRole('button', { name: 'Aanmelden' })).toBeVisible();
}
const emailField = (signup: Locator) => signup.getByRole('textbox', { name: 'E-mailadres' });

async function openSignupPage(page: Page) {
  await page.goto('/nieuwsbrief');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief' })).toBeVisible();
  await expect(emailField(pageSignup(page))).toBeVisible();
}

/** Types an address, sends it with Enter and waits for the api's answer. */
async function signUp(page: Page, signup: Locator, email: string) {
  await emailField(signup).fill(email);
  const sent = page.waitForResponse('**/api/v1/forms/newsletter/send');
  await emailField(signup).press('Enter');
  expect((await sent).status()).toBe(200);
  const thanks = signup.getByRole('status');
  await expect(thanks).toHaveText(THANKS);
  await expect(thanks.getByText(THANKS)).toBeFocused();
}

test('a visitor signs up on /nieuwsbrief: the consent is stored once, also when sent twice', async ({
  page,
  request,
}) => {
  await followDataLayer(page);
  await openSignupPage(page);
  // One sign-up on the sign-up page: the footer leaves its own out here.
  await expect(footerSignup(page)).toHaveCount(0);
  const signup = pageSignup(page);
  await expect(signup.getByText(CONSENT)).toBeVisible();
  const email = uniqueEmail('nieuwsbrief');

  await signUp(page, signup, email);
  await expect(emailField(signup)).toHaveCount(0);
  expect(await formEvents(page)).toEqual([
    { event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: '/nieuwsbrief' },
  ]);
  const [stored, ...others] = await storedSignups(request, email);
  expect(others).toEqual([]);
  expect(stored).toMatchObject({ email, consentText: expect.stringMatching(CONSENT) });
  expect(Date.now() - Date.parse(stored!.consentedAt)).toBeLessThan(5 * 60_000);

  // A second sign-up with the same address gets the same friendly answer and stores nothing new.
  await openSignupPage(page);
  await signUp(page, pageSignup(page), email.toUpperCase());
  expect(await storedSignups(request, email)).toEqual([stored]);
});

test('a region page with its own newsletter form has no second sign-up in the footer; one without keeps it', async ({
  page,
}) => {
  await page.goto('/regios/utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
  await revealFooter(page);
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Regels en privacy' })).toBeVisible();
  await expect(footerSignup(page)).toHaveCount(0);
  await page.goto('/regios/zoetermeer');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Zoetermeer' })).toBeVisible();
  await revealFooter(page);
  await expect(footerSignup(page).getByRole('link', { name: 'Meld u aan voor de nieuwsbrief' })).toBeVisible();
});

test('a visitor signs up in the footer of another page', async ({ page, request }) => {
  await followDataLayer(page);
  await page.goto('/mantelzorg');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgen voor iemand met dementie' })).toBeVisible();
  await scrollToFooterSignup(page);
  const signup = footerSignup(page);
  const email = uniqueEmail('voettekst');
  await signUp(page, signup, email);
  expect(await formEvents(page)).toEqual([
    { event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: '/mantelzorg' },
  ]);
  expect(await storedSignups(request, email)).toEqual([
    expect.objectContaining({ email, consentText: expect.stringMatching(CONSENT) }),
  ]);
});

for (const { label, viewport } of widths) {
  test(`at ${label} width, the footer's form comes in place of its link under the keyboard: focus on its field, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    await page.goto('/mantelzorg');
    await expect(page.getByRole('heading', { level: 1, name: 'Zorgen voor iemand met dementie' })).toBeVisible();
    await revealFooter(page);
    const before = (await layoutShifts(page)).length;
    // A keyboard visitor reaches the link: focusing it scrolls it into view, and the form comes.
    const link = footerSignup(page).getByRole('link', { name: 'Meld u aan voor de nieuwsbrief' });
    await link.focus();
    await expect(footerSignup(page).getByRole('button', { name: 'Aanmelden' })).toBeVisible();
    await expect(footerSignup(page).getByRole('textbox', { name: /E-mailadres/ })).toBeFocused();
    // The link's place was the form's size already: the footer does not shift (WCAG 2.4.3, CLS).
    const shifts = (await layoutShifts(page)).slice(before);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

test('a wrong address shows the Dutch error, keeps what was typed and sends nothing', async ({ page }) => {
  await followDataLayer(page);
  await openSignupPage(page);
  const signup = pageSignup(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/forms/newsletter/send')) sent += 1;
  });
  await emailField(signup).fill('anna@voorbeeld');
  await signup.getByRole('button', { name: 'Aanmelden' }).click();
  const message = 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl';
  const summary = signup.getByRole('heading', { name: 'Er is een probleem' }).locator('..');
  await expect(summary).toBeFocused();
  await expect(emailField(signup)).toHaveValue('anna@voorbeeld');
  await expect(emailField(signup)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(signup)).toHaveAccessibleDescription(new RegExp(`Fout: ${message}`));
  await summary.getByRole('link', { name: message }).click();
  await expect(emailField(signup)).toBeFocused();
  expect(sent).toBe(0);
  expect(await formEvents(page)).toEqual([]);
});

for (const { label, viewport } of widths) {
  test.describe(`at ${label} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the sign-up page with an error shown, and after signing up, has no axe violations', async ({ page }) => {
      await openSignupPage(page);
      const signup = pageSignup(page);
      await signup.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(signup.getByRole('link', { name: 'Vul uw e-mailadres in' })).toBeVisible();
      await expectNoAxeViolations(page);
      await signUp(page, signup, uniqueEmail(`axe-${viewport.width}`));
      await expectNoAxeViolations(page);
    });

    test("the footer's sign-up with an error shown has no axe violations", async ({ page }) => {
      await page.goto('/mantelzorg');
      await scrollToFooterSignup(page);
      const signup = footerSignup(page);
      await signup.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(signup.getByRole('link', { name: 'Vul uw e-mailadres in' })).toBeVisible();
      await expectNoAxeViolations(page, 'footer');
    });
  });
}
