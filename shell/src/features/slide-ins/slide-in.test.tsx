import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { createStore } from '../../store';
import { addSlideInTranslations } from './slide-in-translations';
import { SlideIn } from './slide-in';

addSlideInTranslations();

const WEEK = 604800;
const NOW = 1_700_000_000_000;

const wire = {
  id: 5,
  title: 'Er is hulp voor mantelzorgers',
  field_compact_title: 'Hulp nodig?',
  field_text: { value: '<p>Bel de Dementielijn voor advies.</p>' },
  field_compact_text: { value: '<p>Wij helpen je graag.</p>' },
  status: true,
  weight: 0,
  field_pages: '/mantelzorg\n/mantelzorg/*',
  field_seconds: WEEK,
  field_form_id: 'form-1',
  field_script_id: null,
  field_image: { url: '/hulp.jpg', alt: 'Twee mensen praten', title: '' },
  field_button: { title: 'Bel de Dementielijn', uri: 'https://dementielijn.example', external: true },
};

function renderAt(pathname: string) {
  return renderWithProviders(
    <Provider store={createStore()}>
      <main id="inhoud" tabIndex={-1}>
        Inhoud
      </main>
      <SlideIn pathname={pathname} />
    </Provider>,
    { route: pathname },
  );
}

const panel = () => screen.queryByRole('complementary');

// Lets the slide-ins load, so "absent" is not just "not loaded yet".
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('SlideIn', () => {
  let now = NOW;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    now = NOW;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    stubFetch({ '/api/drupal/api/slideins': { body: [wire] } });
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows the compact text first and the full text after "Lees meer"', async () => {
    renderAt('/mantelzorg/tips');
    expect(await screen.findByRole('complementary', { name: 'Hulp nodig?' })).toBeInTheDocument();
    expect(screen.getByText('Wij helpen je graag.')).toBeInTheDocument();
    expect(screen.queryByText('Bel de Dementielijn voor advies.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lees meer' }));

    expect(screen.getByRole('complementary', { name: 'Er is hulp voor mantelzorgers' })).toBeInTheDocument();
    expect(screen.getByText('Bel de Dementielijn voor advies.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Twee mensen praten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bel de Dementielijn' })).toHaveAttribute(
      'href',
      'https://dementielijn.example',
    );
    expect(screen.getByRole('link', { name: 'Aanmelden voor de nieuwsbrief' })).toHaveAttribute('href', '/nieuwsbrief');
    expect(screen.getByRole('button', { name: 'Lees minder' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders nothing on a page no slide-in is meant for', async () => {
    const fetch = stubFetch({ '/api/drupal/api/slideins': { body: [wire] } });
    renderAt('/dementie');
    await settle();
    expect(fetch).toHaveBeenCalled();
    expect(panel()).not.toBeInTheDocument();
  });

  it('stays closed after a reload until the hide period has passed', async () => {
    const first = renderAt('/mantelzorg');
    const close = await screen.findByRole('button', { name: 'Sluiten' });
    close.focus();
    await userEvent.click(close);

    expect(panel()).not.toBeInTheDocument();
    expect(localStorage.getItem('slidein-closed-5')).toBe(String(NOW));
    expect(screen.getByRole('main')).toHaveFocus();
    first.unmount();

    // Within the same visit it stays away, even after its hide period.
    now = NOW + WEEK * 1000;
    const sameVisit = renderAt('/mantelzorg');
    await settle();
    expect(panel()).not.toBeInTheDocument();
    sameVisit.unmount();

    // A later visit: the hide period counts.
    sessionStorage.clear();
    now = NOW + WEEK * 1000 - 1;
    const second = renderAt('/mantelzorg');
    await settle();
    expect(panel()).not.toBeInTheDocument();
    second.unmount();

    now = NOW + WEEK * 1000;
    renderAt('/mantelzorg');
    expect(await screen.findByRole('complementary', { name: 'Hulp nodig?' })).toBeInTheDocument();
  });

  it('leaves focus alone when it was elsewhere on the page', async () => {
    renderAt('/mantelzorg');
    await screen.findByRole('complementary');
    const link = document.createElement('a');
    link.href = '/elders';
    link.textContent = 'Elders';
    document.body.append(link);
    link.focus();
    // fireEvent, not userEvent: a real click would move focus onto the button first.
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(panel()).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    link.remove();
  });

  it('closes with Escape, unless a field has the focus', async () => {
    renderAt('/mantelzorg');
    await screen.findByRole('complementary', { name: 'Hulp nodig?' });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Zoekterm');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toBeInTheDocument();
    field.remove();
    screen.getByRole('main').focus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(sessionStorage.getItem('slidein-closed-5')).toBe(String(NOW));
  });

  it('steps aside while the visitor fills in a form, and keeps what the keyboard reaches clear of it', async () => {
    const { container } = renderAt('/mantelzorg');
    await screen.findByRole('complementary', { name: 'Hulp nodig?' });
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    expect(document.body.style.paddingBottom).toBe(document.documentElement.style.scrollPaddingBottom);
    const form = document.createElement('form');
    form.innerHTML = '<label>Naam <input name="naam"></label><button>Versturen</button>';
    container.append(form);
    await userEvent.click(screen.getByRole('textbox', { name: 'Naam' }));
    expect(panel()).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
    // Not closed: it comes back once the focus has left the form.
    act(() => screen.getByRole('main').focus());
    expect(await screen.findByRole('complementary', { name: 'Hulp nodig?' })).toBeInTheDocument();
  });
});
