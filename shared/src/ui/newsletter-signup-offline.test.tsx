import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import { NewsletterSignup } from './newsletter-signup';

// The form's code does not come (a lost connection, a new deploy that removed the old chunk).
// The component asks for it once per page load (a module-level lazy), so the first test sees the
// request fail and the second a failure that has already settled, as a later sign-up on the
// same page would.
jest.mock('./newsletter-signup-form', () => {
  throw new Error('Loading chunk alz-signup failed');
});

const ownPage = { url: '/nieuwsbrief', external: false };
const link = () => screen.queryByRole('link', { name: 'Meld u aan voor de nieuwsbrief' });
/** Lets the failed request for the form's code settle. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const field = () => screen.queryByRole('textbox', { name: 'E-mailadres (verplicht)' });

describe("when the sign-up form's code cannot load, the link to the sign-up page stays", () => {
  it('in the newsletter block, which waits for the form with the page', async () => {
    renderWithProviders(
      <Suspense fallback={<p>De pagina wordt geladen</p>}>
        <NewsletterSignup link={ownPage} title="Meld u aan" tone="light" formWithPage />
      </Suspense>,
      { route: '/over-ons' },
    );
    await settled();
    expect(link()).toHaveAttribute('href', '/nieuwsbrief');
    expect(screen.getByRole('heading', { name: 'Meld u aan' })).toBeInTheDocument();
    expect(screen.queryByText('De pagina wordt geladen')).not.toBeInTheDocument();
    expect(field()).not.toBeInTheDocument();
  });

  it('in the footer', async () => {
    renderWithProviders(<NewsletterSignup link={ownPage} />, { route: '/dementie' });
    // The link shows at once (the form's code is asked for as the sign-up comes near); it must
    // still be there once that has failed.
    await settled();
    expect(link()).toHaveAttribute('href', '/nieuwsbrief');
    expect(field()).not.toBeInTheDocument();
  });
});
