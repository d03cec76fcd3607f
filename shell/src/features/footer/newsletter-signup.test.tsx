import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus } from '@alz/shared/events/event-bus';
import { clearPageInputs, renderSiteFooter, setPageInput } from './footer-test-utils';

afterEach(() => {
  clearPageInputs();
  jest.restoreAllMocks();
});

const signup = () => screen.getByRole('region', { name: 'Nieuwsbrief' });
const fallbackLink = () => within(signup()).queryByRole('link', { name: 'Meld u aan voor de nieuwsbrief' });

function configure() {
  setPageInput('newsletter-form-id', 'form-42');
  setPageInput('newsletter-script-id', 'mailing-form-script');
}

describe('NewsletterSignup', () => {
  it('links to /nieuwsbrief with a short text when no form is configured', () => {
    renderSiteFooter('/dementie');
    expect(within(signup()).getByText(/Blijf op de hoogte/)).toBeInTheDocument();
    expect(fallbackLink()).toHaveAttribute('href', '/nieuwsbrief');
    expect(document.querySelector('script')).toBeNull();
  });

  it('does not load the script when only one of the two ids is set', () => {
    setPageInput('newsletter-form-id', 'form-42');
    renderSiteFooter('/dementie');
    expect(fallbackLink()).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the provider script over https and keeps the link until the form is there', () => {
    configure();
    renderSiteFooter('/dementie');
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
  });

  it('keeps the link and the page when the script fails to load', () => {
    configure();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSiteFooter('/dementie');
    act(() => {
      document.getElementById('mailing-form-script')?.dispatchEvent(new Event('error'));
    });
    expect(warn).toHaveBeenCalled();
    expect(fallbackLink()).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('swaps the link for the form once the provider has rendered it, and counts a submit', async () => {
    configure();
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const heard = jest.fn();
    const stop = eventBus.on('analytics', heard);
    renderSiteFooter('/dementie');
    // Stand-in for the provider's script, which renders its form next to itself.
    const form = document.createElement('form');
    form.setAttribute('aria-label', 'Aanmelden nieuwsbrief');
    act(() => {
      document.getElementById('mailing-form-script')?.after(form);
    });
    await waitFor(() => expect(fallbackLink()).not.toBeInTheDocument());
    expect(within(signup()).getByRole('form', { name: 'Aanmelden nieuwsbrief' })).toBeInTheDocument();
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(heard).toHaveBeenCalledWith({
      event: 'form',
      category: 'Form Submit',
      action: 'Nieuwsbrief',
      label: '/dementie',
    });
    stop();
  });
});
