import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import ApplicationForm from './application-form';

const REGIONAL = '/regios/utrecht/vrijwilligerswerk/gastvrouw';
const CORPORATE = '/medewerker-communicatie';
const APPLY = '/api/v1/forms/vacancy/apply/send';

const regional: DrupalNode = {
  nid: 200,
  type: 'vacancies',
  title: 'Gastvrouw Alzheimer Café',
  status: true,
  path: { alias: REGIONAL },
  field_vacancy_type: 'regional',
  field_job_title: { name: 'Gastvrouw', form_length: 'short' },
  field_regio: { id: 7, title: 'Regio Utrecht', path: '/regios/utrecht' },
};
const corporate: DrupalNode = {
  nid: 231,
  type: 'corporate_vacature',
  title: 'Medewerker communicatie',
  status: true,
  path: { alias: CORPORATE },
};

function setUp(applyStatus = 200) {
  const fetchMock = stubFetch({
    [`/api/drupal${REGIONAL}`]: { body: regional },
    [`/api/drupal${CORPORATE}`]: { body: corporate },
    [APPLY]: { status: applyStatus, body: {} },
  });
  return fetchMock;
}

const open = (path = REGIONAL) => renderWithProviders(<ApplicationForm />, { route: `${path}/solliciteren` });
const address = () => screen.getByLabelText('Huidig adres').textContent;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: /^Achternaam/ }), 'de Vries');
  await user.type(screen.getByRole('textbox', { name: /^Woonplaats/ }), 'Utrecht');
  await user.type(screen.getByRole('textbox', { name: /^Telefoonnummer/ }), '06-12345678');
  await user.type(screen.getByRole('textbox', { name: /^E-mailadres/ }), 'anna @voorbeeld.nl');
}

beforeEach(() => sessionStorage.clear());

describe('ApplicationForm', () => {
  it('shows the labelled fields of the short volunteer form with required markers', async () => {
    setUp();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solliciteren: Gastvrouw Alzheimer Café' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de vacature' })).toHaveAttribute('href', REGIONAL);
    expect(screen.getByRole('textbox', { name: 'Voornaam (verplicht)' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Tussenvoegsel' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer (verplicht)' })).toHaveAttribute('inputmode', 'tel');
    const gender = screen.getByRole('group', { name: 'Geslacht' });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Man', 'Vrouw', 'X']);
    expect(screen.queryByLabelText(/^Cv/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /meer over mijzelf vertellen/ }));
    expect(screen.getByLabelText('Cv')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(screen.getByRole('textbox', { name: 'Opleiding' })).toBeInTheDocument();
  });

  it('the corporate form asks for motivation and a cv, without gender or place', async () => {
    setUp();
    open(CORPORATE);
    await screen.findByRole('heading', { level: 1, name: 'Solliciteren: Medewerker communicatie' });
    expect(screen.getByRole('textbox', { name: 'Motivatie (verplicht)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cv (verplicht)')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Geslacht' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Woonplaats/ })).not.toBeInTheDocument();
  });

  it('on an empty submit focuses an error summary that links to each field, with inline errors', async () => {
    const fetchMock = setUp();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Verstuur mijn aanmelding' }));
    const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement as HTMLElement;
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'Vul uw voornaam in.' });
    expect(link).toHaveAttribute('href', '#application-FirstName');
    await user.click(link);
    const firstName = screen.getByRole('textbox', { name: /^Voornaam/, description: 'Fout: Vul uw voornaam in.' });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('textbox', { name: /^E-mailadres/, description: /Fout: Vul uw e-mailadres in\./ }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === APPLY)).toBe(false);
  });

  it('sends the payload as multipart and goes to the thank-you page', async () => {
    const fetchMock = setUp();
    const pushed: unknown[] = [];
    Object.assign(window, { dataLayer: pushed });
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /meer over mijzelf vertellen/ }));
    await user.upload(screen.getByLabelText('Cv'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
    await waitFor(() => expect(address()).toBe('/vrijwilligerswerk/bedankt-voor-je-sollicitatie'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === APPLY) ?? [];
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual([
      'RenderedTimeStamp',
      'SentTimeStamp',
      'Id',
      'VacancyType',
      'VacancyTitle',
      'Region',
      'RegioRecipientEmail',
      'OrganisationUnitKey',
      'Gender',
      'FirstName',
      'Insertion',
      'LastName',
      'City',
      'PhoneNumber',
      'Email',
      'Motivation',
      'LinkedIn',
      'Attachment',
      'Education',
    ]);
    expect(body.get('Id')).toBe('200');
    expect(body.get('Region')).toBe('Regio Utrecht');
    expect(body.get('Email')).toBe('anna@voorbeeld.nl');
    expect((body.get('Attachment') as File).name).toBe('cv.pdf');
    expect(pushed.map((event) => (event as { event: string }).event)).toEqual([
      'start_volunteer_application',
      'submit_volunteer_application',
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('corporate applicants land on the corporate thank-you page', async () => {
    setUp();
    const user = userEvent.setup();
    open(CORPORATE);
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Bo');
    await user.type(screen.getByRole('textbox', { name: /^Achternaam/ }), 'Jansen');
    await user.type(screen.getByRole('textbox', { name: /^Telefoonnummer/ }), '0201234567');
    await user.type(screen.getByRole('textbox', { name: /^E-mailadres/ }), 'bo@voorbeeld.nl');
    await user.type(screen.getByRole('textbox', { name: /^Motivatie/ }), 'Ik schrijf graag.');
    await user.upload(screen.getByLabelText(/^Cv/), new File(['PK'], 'cv.docx'));
    await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
    await waitFor(() =>
      expect(address()).toBe('/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie'),
    );
  });

  it('keeps typed values after a reload (remount) of the page', async () => {
    setUp();
    const user = userEvent.setup();
    const first = open();
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Anna');
    await user.click(screen.getByRole('radio', { name: 'Vrouw' }));
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
  });

  it('keeps every value and shows the general error when sending fails', async () => {
    setUp(500);
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets misgegaan bij het versturen.');
    expect(screen.getByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /^E-mailadres/ })).toHaveValue('anna@voorbeeld.nl');
    expect(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' })).toBeEnabled();
    expect(address()).toBe(`${REGIONAL}/solliciteren`);
  });

  it('shows a calm page when the vacancy cannot be found', async () => {
    setUp();
    open('/vrijwilligerswerk/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit formulier is nu niet beschikbaar' }),
    ).toBeInTheDocument();
  });
});
