import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { heldCode } from '@test/held-code';
import { renderWithProviders } from '@test/render';
import { NewsletterSignup } from './newsletter-signup';

// The sign-up while its form's code is on its way: here the form is code that comes on `release`
// (a new chunk load for every test, as on a new page).
const mockCode = heldCode(<p>Het aanmeldformulier</p>);
jest.mock('./newsletter-signup-form', () => ({ NewsletterSignupForm: () => <mockCode.Component /> }));

beforeEach(() => mockCode.hold());
const release = () => mockCode.release();

const ownPage = { url: '/nieuwsbrief', external: false };
const link = () => screen.queryByRole('link', { name: 'Meld u aan voor de nieuwsbrief' });
const form = () => screen.queryByText('Het aanmeldformulier');

/**
 * Every sign-up link the page ever showed, even for a moment: collected as each part is added,
 * while the link is still inside it.
 */
function watchForLink(): () => Element[] {
  const links: Element[] = [];
  const collect = (records: MutationRecord[]) =>
    records
      .flatMap((record) => [...record.addedNodes])
      .filter((node): node is Element => node instanceof Element)
      .forEach((node) => links.push(...(node.matches('a') ? [node] : node.querySelectorAll('a'))));
  const observer = new MutationObserver(collect);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    collect(observer.takeRecords());
    observer.disconnect();
    return links.filter((link) => link.textContent === 'Meld u aan voor de nieuwsbrief');
  };
}

it('in the footer, the link does the job until the form is there', async () => {
  renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
  expect(link()).toHaveAttribute('href', '/nieuwsbrief');
  expect(form()).not.toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('Het aanmeldformulier')).toBeInTheDocument();
  expect(link()).not.toBeInTheDocument();
});

it('in the newsletter block, the page waits for the form instead of showing the link first', async () => {
  const linksShown = watchForLink();
  renderWithProviders(
    <Suspense fallback={<p>De pagina wordt geladen</p>}>
      <NewsletterSignup link={ownPage} title="Meld u aan" tone="light" formWithPage />
    </Suspense>,
  );
  expect(screen.getByText('De pagina wordt geladen')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Meld u aan' })).not.toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByRole('heading', { name: 'Meld u aan' })).toBeInTheDocument();
  expect(form()).toBeInTheDocument();
  expect(linksShown()).toEqual([]);
});
