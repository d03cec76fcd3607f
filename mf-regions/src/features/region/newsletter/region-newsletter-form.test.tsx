import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followDataLayer } from '@test/data-layer';
import { PROOF_OF_WORK_CHALLENGE_URL } from '@alz/shared/api/proof-of-work';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { NEWSLETTER_URL } from './send-region-newsletter';
import { RegionNewsletterForm } from './region-newsletter-form';

const region = { name: 'Regio Utrecht', recipientEmail: 'nieuwsbrief.utrecht@example.org' };
const renderForm = () => renderWithProviders(<RegionNewsletterForm region={region} />, { route: '/regios/utrecht' });
const field = () => screen.getByRole('textbox', { name: 'E-mailadres (verplicht)' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));

type WithDataLayer = Window & { dataLayer?: unknown[] };

describe('RegionNewsletterForm', () => {
  beforeEach(() => {
    (window as WithDataLayer).dataLayer = [];
  });

  it('shows a focused error summary and an inline error for an empty address, and sends nothing', async () => {
    const fetch = stubFetch({});
    renderForm();
    await submit();
    const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vul uw e-mailadres in' })).toHaveAttribute('href', `#${field().id}`);
    expect(
      screen.getByRole('textbox', { name: 'E-mailadres (verplicht)', description: /Fout: Vul uw e-mailadres in/ }),
    ).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Vul uw e-mailadres in' }));
    expect(field()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('strips spaces as typed and rejects an address without a domain', async () => {
    stubFetch({});
    renderForm();
    await userEvent.type(field(), ' anna @ voorbeeld');
    expect(field()).toHaveValue('anna@voorbeeld');
    await submit();
    expect(field()).toHaveAccessibleDescription(/Fout: Vul een geldig e-mailadres in/);
    expect(field()).toHaveAttribute('aria-required', 'true');
  });

  it('sends the payload, pushes the analytics event and thanks the visitor', async () => {
    const challenge = await createChallenge({ hmacKey: 'proef', maxNumber: 200 });
    const fetch = stubFetch({
      [PROOF_OF_WORK_CHALLENGE_URL]: { body: challenge },
      [NEWSLETTER_URL]: { body: { received: true } },
    });
    const { events, stop } = followDataLayer();
    renderForm();
    await userEvent.type(field(), 'anna@voorbeeld.nl');
    await submit();
    // The live region is there at once; the thanks arrive once the challenge is solved and sent.
    await screen.findByText('Bedankt! U bent aangemeld voor de nieuwsbrief van Regio Utrecht.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bedankt! U bent aangemeld voor de nieuwsbrief van Regio Utrecht.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([PROOF_OF_WORK_CHALLENGE_URL, NEWSLETTER_URL]);
    const [, init] = fetch.mock.calls[1]!;
    const proof = JSON.parse(atob(new Headers(init?.headers).get('x-altcha') ?? ''));
    expect(await verifySolution(proof, 'proef')).toBe(true);
    const body = init!.body as FormData;
    expect([...body.keys()]).toEqual([
      'RenderedTimeStamp',
      'SentTimeStamp',
      'Region',
      'RegioRecipientEmail',
      'RecipientEmail',
    ]);
    expect(body.get('Region')).toBe('Regio Utrecht');
    expect(body.get('RegioRecipientEmail')).toBe('nieuwsbrief.utrecht@example.org');
    expect(body.get('RecipientEmail')).toBe('anna@voorbeeld.nl');
    expect(events).toEqual([
      { event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: '/regios/utrecht' },
    ]);
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
    stubFetch({ [NEWSLETTER_URL]: failure });
    renderForm();
    await userEvent.type(field(), 'anna@voorbeeld.nl');
    await submit();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Het aanmelden is niet gelukt.');
    expect(notice).toHaveFocus();
    expect(field()).toHaveValue('anna@voorbeeld.nl');
    quiet.mockRestore();
  });

  it.each([
    ['a 200 with an empty body', { status: 200 }],
    ['a 202 with a body that is not JSON', { status: 202, text: 'Accepted' }],
  ])('thanks the visitor for %s: spec 1 §7 relays only the status', async (_case, answer) => {
    stubFetch({ [NEWSLETTER_URL]: answer });
    renderForm();
    await userEvent.type(field(), 'anna@voorbeeld.nl');
    await submit();
    expect(await screen.findByText('Bedankt! U bent aangemeld voor de nieuwsbrief van Regio Utrecht.')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
