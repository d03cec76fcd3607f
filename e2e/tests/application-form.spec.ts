import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfFixture } from '../../tools/fixtures/pdf';
import { expectNoAxeViolations, widths } from '../support/axe';
import { expectFocusWithin } from '../support/keyboard';
import { blobContent, downloadAttachment, storedApplications, uniqueEmail } from '../support/backoffice';

const REGIONAL = '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe';
// A national (landelijk) vacancy with the long form, one that is not the open application.
const NATIONAL = '/vrijwilligerswerk/ambassadeur-dementievriendelijk';
// A regional vacancy whose job title asks for the long form, so the form opens long.
const REGIONAL_LONG = '/regios/utrecht/vrijwilligerswerk/organisator-van-uitjes';
const OPEN = '/vrijwilligerswerk/vrijblijvend-contactverzoek';
const CORPORATE = '/medewerker-communicatie';
const APPLY = '**/api/v1/forms/vacancy/apply/send';
const VOLUNTEER_THANKS = /\/vrijwilligerswerk\/bedankt-voor-je-sollicitatie$/;
const CORPORATE_THANKS = /\/over-ons\/werken-bij-alzheimer-nederland\/bedankt-voor-je-sollicitatie$/;

interface PdfFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// A small but real PDF, with the applicant's address in a comment: the api parses the file.
const pdfFile = (name: string, text = 'cv'): PdfFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfFixture(1000, text),
});

const submit = (page: Page) => page.getByRole('button', { name: 'Verstuur mijn aanmelding' }).click();

/** A text field of the form (in the page's main part: the footer has an e-mail field of its own). */
const textbox = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('textbox', { name });

async function openForm(page: Page, path: string, title: string) {
  await page.goto(`${path}/solliciteren`);
  await expect(page.getByRole('heading', { level: 1, name: `Solliciteren: ${title}` })).toBeVisible();
}

async function fillPerson(page: Page, { city = true, email = 'anna@voorbeeld.nl' } = {}) {
  await textbox(page, /^Voornaam/).fill('Anna');
  await textbox(page, /^Achternaam/).fill('de Vries');
  if (city) await textbox(page, /^Woonplaats/).fill('Utrecht');
  await textbox(page, /^Telefoonnummer/).fill('06 12345678');
  await textbox(page, /^E-mailadres/).fill(email);
}

/** Reads the application back through the back office, and its file from blob storage too. */
async function expectStored(
  request: APIRequestContext,
  email: string,
  expected: { title: string; type: string; city: string | null; file: PdfFile },
) {
  const [stored, ...others] = await storedApplications(request, email);
  expect(others).toHaveLength(0);
  expect(stored).toMatchObject({
    vacancy: { title: expected.title, type: expected.type },
    open: false,
    firstName: 'Anna',
    lastName: 'de Vries',
    city: expected.city,
    email,
    attachment: { name: expected.file.name, size: expected.file.buffer.length },
  });
  if (!stored?.attachment) throw new Error('the application has no attachment');

  const download = await downloadAttachment(request, stored.id);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  expect(download.headers['cache-control']).toBe('no-store');
  expect(download.body.equals(expected.file.buffer)).toBe(true);

  // The api moves the file from its database to blob storage right after the answer.
  const { blobName } = stored.attachment;
  await expect.poll(async () => (await blobContent(blobName))?.equals(expected.file.buffer)).toBe(true);
}

test.describe('application form', () => {
  test('a regional application with a cv lands on the thank-you page and is stored', async ({ page, request }) => {
    const email = uniqueEmail('regio');
    const file = pdfFile('cv anna regio.pdf', email);
    await openForm(page, REGIONAL, 'Gastvrouw of gastheer Alzheimer Café');
    await page.getByRole('radio', { name: 'Vrouw' }).check();
    await fillPerson(page, { email });
    await page.getByRole('button', { name: /meer over mijzelf vertellen/ }).click();
    await page.getByLabel(/^Bestand/).setInputFiles(file);
    const answer = page.waitForResponse(APPLY);
    await submit(page);
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(VOLUNTEER_THANKS);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanmelding als vrijwilliger' }),
    ).toBeVisible();
    await expectStored(request, email, {
      title: 'Gastvrouw of gastheer Alzheimer Café',
      type: 'regional',
      city: 'Utrecht',
      file,
    });
  });

  test('a national application with a cv lands on the thank-you page and is stored', async ({ page, request }) => {
    const email = uniqueEmail('landelijk');
    const file = pdfFile('cv-anna-landelijk.pdf', email);
    await openForm(page, NATIONAL, 'Ambassadeur dementievriendelijk');
    await fillPerson(page, { email });
    await page.getByLabel(/^Bestand/).setInputFiles(file);
    await submit(page);
    await expect(page).toHaveURL(VOLUNTEER_THANKS);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bedankt voor uw aanmelding als vrijwilliger' }),
    ).toBeVisible();
    await expectStored(request, email, {
      title: 'Ambassadeur dementievriendelijk',
      type: 'landelijk',
      city: 'Utrecht',
      file,
    });
  });

  test('an empty submit shows a focused error summary that links to the fields', async ({ page }) => {
    await openForm(page, REGIONAL, 'Gastvrouw of gastheer Alzheimer Café');
    await submit(page);
    const summary = page.locator('div:has(> h2:text("Er is een probleem"))');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Vul uw woonplaats in.' }).click();
    await expect(textbox(page, /^Woonplaats/)).toBeFocused();
  });

  test('typed values survive a reload', async ({ page }) => {
    await openForm(page, REGIONAL, 'Gastvrouw of gastheer Alzheimer Café');
    await textbox(page, /^Voornaam/).fill('Anna');
    await textbox(page, /^E-mailadres/).pressSequentially('anna @voorbeeld.nl');
    await page.reload();
    await expect(textbox(page, /^Voornaam/)).toHaveValue('Anna');
    await expect(textbox(page, /^E-mailadres/)).toHaveValue('anna@voorbeeld.nl');
  });

  test('when sending fails every value and the file stay, and sending again goes through', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('opnieuw');
    const file = pdfFile('cv anna opnieuw.pdf', email);
    await page.route(APPLY, (route) => route.fulfill({ status: 500, body: '' }));
    await openForm(page, REGIONAL, 'Gastvrouw of gastheer Alzheimer Café');
    await page.getByRole('button', { name: /meer over mijzelf vertellen/ }).click();
    await page.getByRole('radio', { name: 'Vrouw' }).check();
    const typed = [
      [/^Voornaam/, 'Anna'],
      [/^Tussenvoegsel/, 'de'],
      [/^Achternaam/, 'Vries'],
      [/^Woonplaats/, 'Utrecht'],
      [/^Telefoonnummer/, '06 12345678'],
      [/^E-mailadres/, email],
      [/^Motivatie/, 'Ik help graag mee in het café.'],
      [/^LinkedIn/, 'https://www.linkedin.com/in/anna-de-vries'],
      [/^Opleiding/, 'Mbo zorg en welzijn'],
    ] as const;
    for (const [name, value] of typed) await textbox(page, name).fill(value);
    const fileInput = page.getByLabel(/^Bestand/);
    await fileInput.setInputFiles(file);

    await submit(page);
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('Er is iets misgegaan bij het versturen.');
    // Far above the button on a phone: focus takes the visitor to it, as the error summary does.
    await expect(notice).toBeFocused();
    await expect(page).toHaveURL(/\/solliciteren$/);
    for (const [name, value] of typed) await expect(textbox(page, name)).toHaveValue(value);
    await expect(page.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    // The file input still holds the file; the browser shows its name next to the button.
    await expect(fileInput).toHaveValue(/cv anna opnieuw\.pdf$/);

    await page.unroute(APPLY);
    const answer = page.waitForResponse(APPLY);
    await submit(page);
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(VOLUNTEER_THANKS);
    const [stored, ...others] = await storedApplications(request, email);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({
      vacancy: { title: 'Gastvrouw of gastheer Alzheimer Café', type: 'regional' },
      region: 'Regio Utrecht',
      firstName: 'Anna',
      insertion: 'de',
      lastName: 'Vries',
      city: 'Utrecht',
      phoneNumber: '06 12345678',
      attachment: { name: file.name, size: file.buffer.length },
    });
  });

  for (const [path, title] of [
    [OPEN, 'Vrijblijvend contactverzoek'],
    ['/vrijwilligerswerk/open-sollicitatie', 'Open sollicitatie'],
  ] as const) {
    test(`the open application '${title}' can be sent and is stored as open`, async ({ page, request }) => {
      const email = uniqueEmail('open');
      await openForm(page, path, title);
      await fillPerson(page, { email });
      await submit(page);
      await expect(page).toHaveURL(VOLUNTEER_THANKS);
      const [stored, ...others] = await storedApplications(request, email);
      expect(others).toHaveLength(0);
      expect(stored).toMatchObject({ vacancy: { title }, open: true, attachment: null });
    });
  }

  test('a page whose anti-forgery cookie is gone still sends: the form gets a fresh token once, nothing typed is lost', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('token');
    await openForm(page, OPEN, 'Vrijblijvend contactverzoek');
    await fillPerson(page, { email });
    // As after a long pause: the browser no longer has the token the page holds.
    await page.context().clearCookies({ name: '__RequestVerificationToken' });
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/apply/send') && response.status() === 403,
    );
    const fresh = page.waitForResponse('**/api/v1/anti-forgery');
    await submit(page);
    expect((await refused).status()).toBe(403);
    expect((await fresh).status()).toBe(200);
    await expect(page).toHaveURL(VOLUNTEER_THANKS);
    expect(await storedApplications(request, email)).toHaveLength(1);
  });

  test('a post without the token, as another site could make, is refused and stores nothing', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('vreemd');
    await page.goto('/');
    // What another site's page can make a visitor's browser send: the cookie rides along, but
    // without the token in a header (that page cannot read it).
    const status = await page.evaluate(async (mail) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ FirstName: 'Eva', LastName: 'Vreemd', Email: mail })) {
        body.append(name, value);
      }
      const answer = await fetch('/api/v1/forms/vacancy/apply/send', { method: 'POST', body });
      return answer.status;
    }, email);
    expect(status).toBe(403);
    expect(await storedApplications(request, email)).toHaveLength(0);
  });

  test('a corporate application with a cv lands on its own thank-you page and is stored', async ({ page, request }) => {
    const email = uniqueEmail('corporate');
    const file = pdfFile('cv_anna_communicatie.pdf', email);
    await openForm(page, CORPORATE, 'Medewerker communicatie');
    await fillPerson(page, { city: false, email });
    await textbox(page, /^Motivatie/).fill('Ik schrijf graag heldere teksten.');
    await page.getByLabel(/^Bestand/).setInputFiles(file);
    await submit(page);
    await expect(page).toHaveURL(CORPORATE_THANKS);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor uw sollicitatie' })).toBeVisible();
    await expectStored(request, email, { title: 'Medewerker communicatie', type: 'corporate', city: null, file });
  });

  test('the back office refuses a request without its token', async ({ request }) => {
    const response = await request.get('/api/v1/backoffice/applications', {
      params: { email: 'anna@voorbeeld.nl' },
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('a long form is found and completed with the keyboard alone, file included', async ({ page, request }) => {
    const email = uniqueEmail('toetsenbord');
    const file = pdfFile('cv-toetsenbord.pdf', email);
    await page.goto(REGIONAL_LONG);
    await expect(page.getByRole('heading', { level: 1, name: 'Organisator van uitjes' })).toBeVisible();

    // From the top of the page: the skip link, then on through the vacancy to its call to action.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFocusWithin(page.getByRole('main'));
    const apply = page
      .getByRole('complementary', { name: 'Aanmelden' })
      .getByRole('link', { name: 'Solliciteer direct' });
    for (let stops = 0; stops < 40 && !(await apply.evaluate((link) => link === document.activeElement)); stops += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');

    // The site puts focus on the new page's heading; the form follows it.
    const heading = page.getByRole('heading', { level: 1, name: 'Solliciteren: Organisator van uitjes' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('button', { name: /meer over mijzelf vertellen/ })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Terug naar de vacature' })).toBeFocused();
    for (const [name, value] of [
      [/^Voornaam/, 'Anna'],
      [/^Tussenvoegsel/, 'de'],
      [/^Achternaam/, 'Vries'],
      [/^Woonplaats/, 'Utrecht'],
      [/^Telefoonnummer/, '030-1234567'],
      [/^E-mailadres/, email],
      [/^Motivatie/, 'Ik organiseer graag.'],
      [/^LinkedIn/, 'https://www.linkedin.com/in/anna-de-vries'],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(textbox(page, name)).toBeFocused();
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Bestand/)).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(file);
    await expect(page.getByLabel(/^Bestand/)).toHaveValue(/cv-toetsenbord\.pdf$/);
    await page.keyboard.press('Tab');
    await expect(textbox(page, 'Opleiding')).toBeFocused();
    await page.keyboard.type('Mbo zorg en welzijn');
    // The optional gender is asked last (docs/decisions/0017-forms.md).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Man' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Verstuur mijn aanmelding' })).toBeFocused();
    // Nothing was left wrong on the way.
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(VOLUNTEER_THANKS);
    const [stored] = await storedApplications(request, email);
    expect(stored).toMatchObject({
      vacancy: { title: 'Organisator van uitjes', type: 'regional' },
      region: 'Regio Utrecht',
      attachment: { name: file.name, size: file.buffer.length },
    });
  });

  for (const { viewport } of widths) {
    test(`the form with errors shown has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openForm(page, REGIONAL, 'Gastvrouw of gastheer Alzheimer Café');
      await page.getByRole('button', { name: /meer over mijzelf vertellen/ }).click();
      await submit(page);
      await expect(page.getByRole('heading', { name: 'Er is een probleem' })).toBeVisible();
      // The form is what changes when errors show; the page around it is swept in accessibility.spec.ts.
      await expectNoAxeViolations(page, 'main form');
    });
  }
});
