import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followDataLayer } from '@test/data-layer';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { PROOF_OF_WORK_CHALLENGE_URL } from '../api/proof-of-work';
import { NEWSLETTER_SIGNUP_URL } from '../newsletter/send-newsletter-signup';
import { NewsletterSignupForm } from './newsletter-signup-form';

const CONSENT =
  'Als u zich aanmeldt, sturen wij u ongeveer één keer per maand onze nieuwsbrief. U kunt zich altijd weer afmelden met de link onder elke nieuwsbrief.';

const renderForm = () => renderWithProviders(<NewsletterSignupForm />, { route: '/nieuwsbrief' });
const field = () => screen.getByRole('textbox', { name: 'E-mailadres (verplicht)' });
const button = () => screen.getByRole('button', { name: 'Aanmelden' });

describe('NewsletterSignupForm', () => {
  it('shows a focused error summary and an inline error for an empty address, and sends nothing', async () => {
    const fetch = stubFetch({});
    const { events, stop } = followDataLayer();
    renderForm();
    await userEvent.click(button());
    const summary = screen.getByRole('heading', { level: 3, name: 'Er is een probleem' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vul uw e-mailadres in' })).toHaveAttribute('href', `#${field().id}`);
    expect(
      screen.getByRole('textbox', { name: 'E-mailadres (verplicht)', description: /Fout: Vul uw e-mailadres in/ }),
    ).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Vul uw e-mailadres in' }));
    expect(field()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    stop();
  });

  it('rejects a malformed address and keeps what was typed, without spaces', async () => {
    stubFetch({});
    renderForm();
    await userEvent.type(field(), ' anna @ voorbeeld');
    await userEvent.click(button());
    expect(field()).toHaveValue('anna@voorbeeld');
    expect(field()).toHaveAccessibleDescription(/Fout: Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl/);
    expect(field()).toHaveAttribute('aria-required', 'true');
    // No browser bubble: the error summary speaks for the form (CONVENTIONS habit 6).
    expect(field()).not.toHaveAttribute('required');
  });

  it('tells what pressing the button agrees to', () => {
    renderForm();
    expect(button()).toHaveAccessibleDescription(CONSENT);
  });

  it('sends the address with the consent text and the token, counts the submit and thanks the visitor with focus', async () => {
    const challenge = await createChallenge({ hmacKey: 'proef', maxNumber: 200 });
    const fetch = stubFetch({
      [PROOF_OF_WORK_CHALLENGE_URL]: { body: challenge },
      [NEWSLETTER_SIGNUP_URL]: { body: { received: true } },
    });
    const { events, stop } = followDataLayer();
    renderForm();
    await userEvent.type(field(), 'anna@voorbeeld.nl');
    await userEvent.keyboard('{Enter}');
    const thanks = await screen.findByText(/Dank u wel! U bent aangemeld voor onze nieuwsbrief/);
    expect(thanks).toHaveFocus();
    expect(screen.getByRole('status')).toContainElement(thanks);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([PROOF_OF_WORK_CHALLENGE_URL, NEWSLETTER_SIGNUP_URL]);
    const [, init] = fetch.mock.calls[1]!;
    expect(init?.method).toBe('POST');
    // The solved challenge goes along (api/src/plugins/app/proof-of-work.ts checks it).
    const proof = JSON.parse(atob(new Headers(init?.headers).get('x-altcha') ?? ''));
    expect(await verifySolution(proof, 'proef')).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ RecipientEmail: 'anna@voorbeeld.nl', ConsentText: CONSENT });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).has('RequestVerificationToken')).toBe(true);
    expect(events).toEqual([{ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: '/nieuwsbrief' }]);
    stop();
  });

  it.each([
    ['the api answers 500', () => ({ status: 500, body: {} })],
    [
      'the api cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('when %s, focuses a general error and keeps the typed address', async (_case, failure) => {
    // The client logs a server it cannot reach; that is not what this test is about.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ [NEWSLETTER_SIGNUP_URL]: failure });
    const { stop } = followDataLayer();
    renderForm();
    await userEvent.type(field(), 'anna@voorbeeld.nl');
    await userEvent.click(button());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Het aanmelden is niet gelukt.');
    expect(notice).toHaveFocus();
    expect(field()).toHaveValue('anna@voorbeeld.nl');
    // Trying again and failing again takes the visitor there again.
    await userEvent.click(button());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    stop();
    quiet.mockRestore();
  });

  it.each([
    ['a 200 with an empty body', { status: 200 }],
    ['a 202 with a body that is not JSON', { status: 202, text: 'Accepted' }],
  ])('thanks the visitor for %s: a sign-up is known by its status alone', async (_case, answer) => {
    stubFetch({ [NEWSLETTER_SIGNUP_URL]: answer });
    const { stop } = followDataLayer();
    renderForm();
    await userEvent.type(field(), 'anna@voorbeeld.nl');
    await userEvent.click(button());
    expect(await screen.findByText(/Dank u wel! U bent aangemeld voor onze nieuwsbrief/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    stop();
  });
});
