import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import { followDataLayer } from '@test/data-layer';
import { NewsletterSignup } from './newsletter-signup';

const added: HTMLInputElement[] = [];

/** Puts a hidden input into the page the way the server does. */
function setPageInput(id: string, value: string) {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.id = id;
  input.value = value;
  document.body.append(input);
  added.push(input);
}

afterEach(() => {
  added.splice(0).forEach((input) => input.remove());
  jest.restoreAllMocks();
});

const ownPage = { url: '/nieuwsbrief', external: false };
const signup = () => screen.getByRole('region', { name: 'Nieuwsbrief' });
const fallbackLink = () => screen.queryByRole('link', { name: 'Meld u aan voor de nieuwsbrief' });
const ownForm = () => screen.queryByRole('textbox', { name: 'E-mailadres (verplicht)' });

function configure() {
  setPageInput('newsletter-form-id', 'form-42');
  setPageInput('newsletter-script-id', 'mailing-form-script');
}

/** Stand-in for the provider's script, which renders its form next to itself. */
function renderProviderForm(scriptId: string) {
  const form = document.createElement('form');
  form.setAttribute('aria-label', 'Aanmelden nieuwsbrief');
  act(() => {
    document.getElementById(scriptId)?.after(form);
  });
  return form;
}

describe('NewsletterSignup', () => {
  it("shows the site's own form with a short text when no provider form is configured", async () => {
    renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
    expect(signup()).toHaveTextContent(/Blijf op de hoogte/);
    // The form loads when the sign-up comes near; until then its link does the job.
    expect(await screen.findByRole('textbox', { name: 'E-mailadres (verplicht)' })).toBeInTheDocument();
    expect(fallbackLink()).not.toBeInTheDocument();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('says a main-site link leaves this site', () => {
    renderWithProviders(
      <NewsletterSignup link={{ url: 'https://www.alzheimer-nederland.nl/nieuwsbrief', external: true }} />,
    );
    expect(signup()).toHaveTextContent(/komt van Alzheimer Nederland/);
    expect(fallbackLink()).toHaveAttribute('href', 'https://www.alzheimer-nederland.nl/nieuwsbrief');
    expect(ownForm()).not.toBeInTheDocument();
  });

  it('does not load the script when only one of the two ids is set, and shows the own form', () => {
    setPageInput('newsletter-form-id', 'form-42');
    renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
    expect(ownForm()).toBeInTheDocument();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('loads the provider script over https and keeps the link until the form is there', () => {
    configure();
    renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
    const script = document.getElementById('mailing-form-script') as HTMLScriptElement;
    const url = new URL(script.src);
    expect(`${url.origin}${url.pathname}`).toBe('https://formulieren.example-mailing.nl/generic/service.aspx');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      command: 'getFormJs',
      feid: 'form-42',
      p: 'https',
      om: 'd',
      jqi: 'true',
    });
    expect(fallbackLink()).toBeInTheDocument();
    expect(ownForm()).not.toBeInTheDocument();
  });

  it('keeps the link when the script fails to load', () => {
    configure();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
    act(() => {
      document.getElementById('mailing-form-script')?.dispatchEvent(new Event('error'));
    });
    expect(warn).toHaveBeenCalled();
    expect(fallbackLink()).toBeInTheDocument();
  });

  it('swaps the link for the form once the provider has rendered it, and counts a submit', async () => {
    configure();
    const { events, stop } = followDataLayer();
    renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
    const form = renderProviderForm('mailing-form-script');
    await waitFor(() => expect(fallbackLink()).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Aanmelden nieuwsbrief' })).toBeInTheDocument();
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(events).toEqual([{ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: '/dementie' }]);
    stop();
  });

  it('uses ids given as props instead of the page inputs, and empty ids mean no provider form', () => {
    configure();
    const { unmount } = renderWithProviders(
      <NewsletterSignup link={ownPage} formId="blok-7" scriptId="blok-script" title="Ontvang onze nieuwsbrief" />,
    );
    expect(screen.getByRole('region', { name: 'Ontvang onze nieuwsbrief' })).toBeInTheDocument();
    expect(new URL((document.getElementById('blok-script') as HTMLScriptElement).src).searchParams.get('feid')).toBe(
      'blok-7',
    );
    expect(document.getElementById('mailing-form-script')).toBeNull();
    unmount();
    renderWithProviders(<NewsletterSignup link={ownPage} formId="" scriptId="" />);
    expect(document.querySelector('script[src]')).toBeNull();
    expect(ownForm()).toBeInTheDocument();
  });
});
