import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { eventBus } from '@alz/shared';
import { requestedUrls, stubFetch, type StubAnswer } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
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
  field_organisation_unit_key: { id: 107, name: 'Regio Utrecht' },
  field_regio: {
    id: 7,
    title: 'Regio Utrecht',
    path: '/regios/utrecht',
    email: 'regio.utrecht@example.org',
    address: { address_line1: 'Kerkstraat 12', postal_code: '3511 AB', locality: 'Utrecht' },
  },
};
const corporate: DrupalNode = {
  nid: 231,
  type: 'corporate_vacature',
  title: 'Medewerker communicatie',
  status: true,
  path: { alias: CORPORATE },
};

function setUp(apply: StubAnswer | (() => StubAnswer) = { body: {} }) {
  const fetchMock = stubFetch({
    [`/api/drupal${REGIONAL}`]: { body: regional },
    [`/api/drupal${CORPORATE}`]: { body: corporate },
    [APPLY]: apply,
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

// Typing a whole form key by key in jsdom takes seconds on a busy two-core machine.
jest.setTimeout(20_000);

beforeEach(() => sessionStorage.clear());

describe('ApplicationForm', () => {
  it('shows the labelled fields of the short volunteer form with required markers', async () => {
    setUp();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solliciteren: Gastvrouw Alzheimer Café' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Solliciteren: Gastvrouw Alzheimer Café - Alzheimer Nederland');
    expect(screen.getByRole('link', { name: 'Terug naar de vacature' })).toHaveAttribute('href', REGIONAL);
    expect(screen.getByRole('textbox', { name: 'Voornaam (verplicht)' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Tussenvoegsel' })).not.toHaveAttribute('aria-required');
    // Spec 2 §5: the eye sees an asterisk marked "Verplicht"; the label's name says it in words.
    expect(screen.getByText('Velden met een * zijn verplicht.')).toBeInTheDocument();
    expect(screen.getAllByTitle('Verplicht').map((mark) => mark.textContent)).toEqual(['*', '*', '*', '*', '*']);
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer (verplicht)' })).toHaveAttribute('inputmode', 'tel');
    const gender = screen.getByRole('group', { name: 'Geslacht' });
    // The name comes first; the optional gender last, after the motivation (docs/decisions/0017-forms.md).
    const textboxes = screen.getAllByRole('textbox');
    expect(textboxes[0]).toHaveAccessibleName('Voornaam (verplicht)');
    const follows = (element: Element) => textboxes.at(-1)!.compareDocumentPosition(element);
    expect(textboxes.at(-1)).toHaveAccessibleName(/^Motivatie/);
    expect(follows(gender) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Man', 'Vrouw', 'X']);
    expect(screen.queryByLabelText(/^Bestand/)).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /meer over mijzelf vertellen/ }));
    // The new fields sit above the button: focus goes to the first, and a status counts them.
    expect(screen.getByRole('textbox', { name: 'LinkedIn' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Er zijn 3 velden bijgekomen.');
    expect(screen.getByLabelText('Bestand')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(screen.getByLabelText('Bestand')).toHaveAccessibleDescription(/Bijvoorbeeld uw cv/);
    expect(screen.getByRole('textbox', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Opleiding' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Minder velden tonen' }));
    expect(screen.getByRole('button', { name: /meer over mijzelf vertellen/ })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Er zijn 3 velden weggehaald.');
  });

  it('the corporate form asks for motivation and a cv, without gender or place', async () => {
    setUp();
    open(CORPORATE);
    await screen.findByRole('heading', { level: 1, name: 'Solliciteren: Medewerker communicatie' });
    expect(screen.getByRole('textbox', { name: 'Motivatie (verplicht)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bestand/)).toHaveAccessibleName('Bestand (verplicht)');
    expect(screen.queryByRole('group', { name: 'Geslacht' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Woonplaats/ })).not.toBeInTheDocument();
  });

  it('on an empty submit focuses an error summary that links to each field, with inline errors', async () => {
    const fetchMock = setUp();
    const user = userEvent.setup({ delay: null });
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

  describe('checks on leaving a field', () => {
    it('names a mandatory field left empty at once, and leaves fields never reached alone', async () => {
      setUp();
      const user = userEvent.setup({ delay: null });
      open();
      await screen.findByRole('heading', { level: 1 });
      const firstName = screen.getByRole('textbox', { name: /^Voornaam/ });
      await user.click(firstName);
      await user.tab();
      expect(screen.getByRole('alert')).toHaveTextContent('Fout: Vul uw voornaam in.');
      expect(firstName).toHaveAccessibleDescription('Fout: Vul uw voornaam in.');
      expect(firstName).toHaveAttribute('aria-invalid', 'true');
      // Tussenvoegsel is optional: leaving it empty is fine. Achternaam was never reached.
      await user.tab();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: /^Tussenvoegsel/ })).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('textbox', { name: /^Woonplaats/ })).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('heading', { name: 'Er is een probleem' })).not.toBeInTheDocument();
    });

    it('names a wrong e-mail address, and the error goes once it is right', async () => {
      setUp();
      const user = userEvent.setup({ delay: null });
      open();
      await screen.findByRole('heading', { level: 1 });
      const email = screen.getByRole('textbox', { name: /^E-mailadres/ });
      await user.type(email, 'anna@voorbeeld');
      expect(email).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(/Fout: Vul een geldig e-mailadres in/);
      expect(screen.getByRole('alert')).toHaveTextContent('Vul een geldig e-mailadres in');
      await user.type(email, '.nl');
      expect(email).not.toHaveAttribute('aria-invalid');
      expect(email).toHaveAccessibleDescription('Wij sturen u alleen berichten over uw aanmelding.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('does not check a field when only the window loses focus (another tab, the file dialog)', async () => {
      setUp();
      open();
      await screen.findByRole('heading', { level: 1 });
      const firstName = screen.getByRole('textbox', { name: /^Voornaam/ });
      firstName.focus();
      // The field stays the page's active element: the visitor is still in it.
      fireEvent.blur(firstName);
      expect(firstName).toHaveFocus();
      expect(firstName).not.toHaveAttribute('aria-invalid');
    });

    it('says a wrong file at once', async () => {
      setUp();
      const user = userEvent.setup({ delay: null, applyAccept: false });
      open(CORPORATE);
      await screen.findByRole('heading', { level: 1 });
      await user.upload(screen.getByLabelText(/^Bestand/), new File(['hallo'], 'cv.txt', { type: 'text/plain' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Kies een pdf- of Word-bestand (.pdf, .doc of .docx).');
    });

    it('on submit lets the focused summary speak, with no alert on any field', async () => {
      setUp();
      const user = userEvent.setup({ delay: null });
      open();
      await screen.findByRole('heading', { level: 1 });
      await user.click(screen.getByRole('textbox', { name: /^Voornaam/ }));
      await user.tab();
      expect(screen.getByRole('alert')).toHaveTextContent('Vul uw voornaam in.');
      await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
      expect(screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement).toHaveFocus();
      expect(screen.queryAllByRole('alert')).toEqual([]);
      // The inline errors are still there, tied to their fields.
      expect(screen.getByRole('textbox', { name: /^Voornaam/ })).toHaveAccessibleDescription(
        'Fout: Vul uw voornaam in.',
      );
      expect(screen.getByRole('textbox', { name: /^Achternaam/ })).toHaveAccessibleDescription(
        'Fout: Vul uw achternaam in.',
      );
    });
  });

  it('sends the payload as multipart and goes to the thank-you page', async () => {
    const fetchMock = setUp();
    const pushed: unknown[] = [];
    Object.assign(window, { dataLayer: pushed });
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /meer over mijzelf vertellen/ }));
    await user.type(screen.getByRole('textbox', { name: 'Opleiding' }), 'Mbo zorg');
    await user.upload(screen.getByLabelText('Bestand'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
    await waitFor(() => expect(address()).toBe('/vrijwilligerswerk/bedankt-voor-je-sollicitatie'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === APPLY) ?? [];
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    // Spec 1 §3's payload order, which differs from the order of the fields on screen.
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
      'Email',
      'PhoneNumber',
      'Education',
      'Motivation',
      'LinkedIn',
      'Attachment',
    ]);
    expect(body.get('Id')).toBe('200');
    expect(body.get('Region')).toBe('Regio Utrecht');
    expect(body.get('RegioRecipientEmail')).toBe('regio.utrecht@example.org');
    expect(body.get('OrganisationUnitKey')).toBe('Regio Utrecht');
    expect(body.get('Education')).toBe('Mbo zorg');
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
    const user = userEvent.setup({ delay: null });
    open(CORPORATE);
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Bo');
    await user.type(screen.getByRole('textbox', { name: /^Achternaam/ }), 'Jansen');
    await user.type(screen.getByRole('textbox', { name: /^Telefoonnummer/ }), '0201234567');
    await user.type(screen.getByRole('textbox', { name: /^E-mailadres/ }), 'bo@voorbeeld.nl');
    await user.type(screen.getByRole('textbox', { name: /^Motivatie/ }), 'Ik schrijf graag.');
    await user.upload(screen.getByLabelText(/^Bestand/), new File(['PK'], 'cv.docx'));
    await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
    await waitFor(() =>
      expect(address()).toBe('/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie'),
    );
  });

  it('keeps typed values after a reload (remount) of the page', async () => {
    setUp();
    const user = userEvent.setup({ delay: null });
    const first = open();
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Anna');
    await user.click(screen.getByRole('radio', { name: 'Vrouw' }));
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
  });

  it.each([
    ['the api answers 500', () => ({ status: 500, body: {} })],
    [
      'the api cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('when %s, focuses the general error and keeps every value', async (_case, failure) => {
    // The client logs a server it cannot reach; that is not what this test is about.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp(failure);
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Verstuur mijn aanmelding' });
    await user.click(button);
    // At 390 px the notice sits far above the button: focus takes the visitor there.
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Er is iets misgegaan bij het versturen.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /^E-mailadres/ })).toHaveValue('anna@voorbeeld.nl');
    expect(button).toBeEnabled();
    expect(address()).toBe(`${REGIONAL}/solliciteren`);
    // A second failure takes the visitor there again.
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    quiet.mockRestore();
  });

  it.each([
    ['a 200 with an empty body', { status: 200 }],
    ['a 200 with a body that is not JSON', { status: 200, text: '<p>Bedankt</p>' }],
    ['a 202 with an empty body', { status: 202 }],
  ])('takes %s as sent: spec 1 §7 reads only the status', async (_case, answer) => {
    setUp(answer);
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Verstuur mijn aanmelding' }));
    await waitFor(() => expect(address()).toBe('/vrijwilligerswerk/bedankt-voor-je-sollicitatie'));
    expect(screen.queryByText(/Er is iets misgegaan/)).not.toBeInTheDocument();
  });

  it('shows a calm page when the vacancy cannot be found', async () => {
    setUp();
    open('/vrijwilligerswerk/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit formulier is nu niet beschikbaar' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Dit formulier is nu niet beschikbaar - Alzheimer Nederland');
  });

  it.each([
    ['the api answers 500', '/vrijwilligerswerk/storing-500', () => ({ status: 500, body: { statusCode: 500 } })],
    [
      'the api cannot be reached',
      '/vrijwilligerswerk/storing-verbinding',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says the fault is ours when %s, reports it, and shows the form on retry', async (_case, path, failure) => {
    // The exposed module keeps its store between tests, so each case has a vacancy of its own.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);
    let up = false;
    const fetch = stubFetch({
      [`/api/drupal${path}`]: () => (up ? { body: { ...regional, path: { alias: path } } } : failure()),
    });
    open(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dit formulier is nu niet beschikbaar' })).not.toBeInTheDocument();
    expect(document.title).toBe('Er ging iets mis bij het laden van deze pagina - Alzheimer Nederland');
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ context: `page ${path}/solliciteren` }));
    stop();

    up = true;
    const calls = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solliciteren: Gastvrouw Alzheimer Café' }),
    ).toBeInTheDocument();
    expect(requestedUrls(fetch).slice(calls)).toEqual([`/api/drupal${path}`]);
  });
});
