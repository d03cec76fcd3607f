import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { createStore } from '../../store';
import { addShellTranslations } from '../../locales';
import { SiteFooter } from './site-footer';

addShellTranslations();

const added: HTMLInputElement[] = [];

/** Puts a hidden input into the page the way the server does (brand, newsletter ids). */
export function setPageInput(id: string, value: string): void {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.id = id;
  input.value = value;
  document.body.append(input);
  added.push(input);
}

/** Removes what setPageInput added; call after each test so brands do not leak between tests. */
export function clearPageInputs(): void {
  added.splice(0).forEach((input) => input.remove());
}

export const footerMenuAnswer = [
  {
    key: 'help',
    title: 'Hulp en advies',
    relative: '',
    external: false,
    weight: 0,
    below: [
      { key: 'contact', title: 'Contact', relative: '/contact', external: false, weight: 0 },
      { key: 'lijn', title: 'Dementielijn', absolute: 'https://dementielijn.example.nl', external: true, weight: 1 },
      { key: 'nieuwsbrief', title: 'Onze nieuwsbrief', relative: '/nieuwsbrief', external: false, weight: 2 },
    ],
  },
  {
    key: 'over',
    title: 'Over ons',
    relative: '',
    external: false,
    weight: 1,
    below: [
      { key: 'vacatures', title: 'Vacatures', relative: '/vacatures', external: false, weight: 0 },
      { key: 'privacy', title: 'Privacy', relative: '/privacy', external: false, weight: 1 },
    ],
  },
];

/** Renders the whole footer with a stubbed footer menu, at `route`. */
export function renderSiteFooter(route: string, hidePreFooter = false, hideNewsletter = false) {
  stubFetch({ '/api/drupal/api/menu_items/footer': { body: footerMenuAnswer } });
  return renderWithProviders(
    <Provider store={createStore()}>
      <SiteFooter pathname={route} hidePreFooter={hidePreFooter} hideNewsletter={hideNewsletter} />
    </Provider>,
    { route },
  );
}
