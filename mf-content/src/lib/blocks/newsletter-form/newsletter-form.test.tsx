import { act, screen, within } from '@testing-library/react';
import { followDataLayer } from '@test/data-layer';
import { renderWithProviders } from '../../../testing/render';
import { newsletterFormBlock } from './newsletter-form';
import { toNewsletterForm } from './to-newsletter-form';
import { nestedBlocks } from '../block-model';

function show(fields: Record<string, unknown>, route = '/') {
  const model = newsletterFormBlock.transform({ type: 'paragraph--newsletter_form', ...fields }, nestedBlocks);
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<newsletterFormBlock.Component block={model} />, { route });
}

afterEach(() => {
  document.querySelectorAll('script').forEach((script) => script.remove());
  jest.restoreAllMocks();
});

describe('newsletter form block', () => {
  it("shows the site's own sign-up form when no provider form is configured", async () => {
    show({ field_width: 60, field_sand_color: true });
    // The block comes with its form (the page waits for the form's code), never with the link first.
    const block = await screen.findByRole('region', { name: 'Ontvang onze nieuwsbrief' });
    expect(within(block).getByRole('textbox', { name: 'E-mailadres (verplicht)' })).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Meld u aan voor de nieuwsbrief' })).not.toBeInTheDocument();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it("embeds the provider's form and counts a submit with the current path", () => {
    const { events, stop } = followDataLayer();
    show({ field_form_id: 'form-7', field_script_id: 'blok-script', field_title: 'Blijf op de hoogte' }, '/mantelzorg');
    expect(screen.getByRole('region', { name: 'Blijf op de hoogte' })).toBeInTheDocument();
    const script = document.getElementById('blok-script') as HTMLScriptElement;
    expect(new URL(script.src).searchParams.get('feid')).toBe('form-7');
    const form = document.createElement('form');
    act(() => {
      script.after(form);
    });
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(events).toEqual([{ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: '/mantelzorg' }]);
    stop();
  });
});

describe('toNewsletterForm', () => {
  it('has sensible defaults for missing fields', () => {
    expect(toNewsletterForm({})).toEqual({
      title: '',
      formId: '',
      scriptId: '',
      alignment: 'left',
      width: 100,
      sandColor: false,
    });
  });

  it('reads widths as numbers or text and refuses ids that are not plain', () => {
    expect(toNewsletterForm({ field_width: '60', field_alignment: 'center' })).toMatchObject({
      width: 60,
      alignment: 'center',
    });
    expect(toNewsletterForm({ field_width: 75, field_form_id: '1"><script>', field_script_id: 'a b' })).toMatchObject({
      width: 100,
      formId: '',
      scriptId: '',
    });
  });
});
