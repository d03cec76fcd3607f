import { fireEvent, screen, within } from '@testing-library/react';
import { clearPageInputs, renderSiteFooter, setPageInput } from './footer-test-utils';
import { preFooterHiddenPaths } from './pre-footer-rules';

afterEach(clearPageInputs);

const footer = () => screen.getByRole('contentinfo');
const socialLinks = () => within(footer()).queryAllByRole('link', { name: / op / });

describe('SiteFooter', () => {
  it('shows the footer menu columns from the api, each with a heading and its links', async () => {
    renderSiteFooter('/dementie');
    const menu = within(footer()).getByRole('navigation', { name: 'Voettekst' });
    expect(await within(menu).findByRole('heading', { level: 2, name: 'Hulp en advies' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { level: 2, name: 'Over ons' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Dementielijn' })).toHaveAttribute(
      'href',
      'https://dementielijn.example.nl',
    );
  });

  it('leaves out a menu link to a page the legal links already give', async () => {
    renderSiteFooter('/dementie');
    const menu = within(footer()).getByRole('navigation', { name: 'Voettekst' });
    expect(await within(menu).findByRole('link', { name: 'Vacatures' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Privacy' })).not.toBeInTheDocument();
    expect(within(footer()).getAllByRole('link', { name: 'Privacy' })).toHaveLength(1);
  });

  it('shows the legal links in order', () => {
    renderSiteFooter('/dementie');
    const legal = within(footer()).getByRole('navigation', { name: 'Regels en privacy' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy', '/privacy'],
      ['Gedragsregels', '/gedragsregels'],
      ['Disclaimer', '/disclaimer'],
      ['Cookies', '/cookies'],
    ]);
  });

  it('alz (also without a brand input): five social links, three quality marks, no tagline', () => {
    renderSiteFooter('/dementie');
    expect(socialLinks().map((link) => link.textContent)).toEqual([
      'Alzheimer Nederland op Facebook',
      'Alzheimer Nederland op Instagram',
      'Alzheimer Nederland op LinkedIn',
      'Alzheimer Nederland op X',
      'Alzheimer Nederland op YouTube',
    ]);
    const marks = within(footer()).getByRole('region', { name: 'Keurmerken' });
    expect(within(marks).getAllByRole('link')).toHaveLength(3);
    expect(within(marks).getByRole('link', { name: /Centraal Bureau Fondsenwerving/ })).toBeInTheDocument();
    expect(screen.queryByText(/is een platform van Alzheimer Nederland/)).not.toBeInTheDocument();
  });

  it("alz: the site's own newsletter form once the visitor scrolls, except on the sign-up page, which has it in its content", async () => {
    const { unmount } = renderSiteFooter('/dementie');
    const signup = within(footer()).getByRole('region', { name: 'Nieuwsbrief' });
    // Until the visitor scrolls towards it, the link to the sign-up page does the form's job.
    expect(within(signup).getByRole('link', { name: 'Meld u aan voor de nieuwsbrief' })).toHaveAttribute(
      'href',
      '/nieuwsbrief',
    );
    fireEvent.scroll(window);
    expect(await within(signup).findByRole('textbox', { name: 'E-mailadres (verplicht)' })).toBeInTheDocument();
    expect(within(signup).getByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
    unmount();
    renderSiteFooter('/nieuwsbrief');
    expect(within(footer()).queryByRole('region', { name: 'Nieuwsbrief' })).not.toBeInTheDocument();
  });

  it('offers no second sign-up below a page with its own newsletter form (a region page)', () => {
    renderSiteFooter('/regios/utrecht', false, true);
    expect(within(footer()).queryByRole('region', { name: 'Nieuwsbrief' })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'Meld u aan voor de nieuwsbrief' })).not.toBeInTheDocument();
    expect(within(footer()).getByRole('navigation', { name: 'Regels en privacy' })).toBeInTheDocument();
  });

  it('alz with an explicit brand input looks the same', () => {
    setPageInput('brand', 'alz');
    renderSiteFooter('/dementie');
    expect(socialLinks()).toHaveLength(5);
  });

  it('dem: the tagline, main-site newsletter and privacy links, no social links or marks', () => {
    setPageInput('brand', 'dem');
    renderSiteFooter('/dementie');
    expect(within(footer()).getByText('Dementie.nl is een platform van Alzheimer Nederland')).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Meld u aan voor de nieuwsbrief' })).toHaveAttribute(
      'href',
      'https://www.alzheimer-nederland.nl/nieuwsbrief',
    );
    expect(within(footer()).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://www.alzheimer-nederland.nl/privacy',
    );
    expect(socialLinks()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Volg ons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keurmerken' })).not.toBeInTheDocument();
  });

  it("dem and sdv: the menu's links to the newsletter and privacy pages go to the main site's", async () => {
    const main = renderSiteFooter('/dementie');
    const menu = () => within(footer()).getByRole('navigation', { name: 'Voettekst' });
    expect(await within(menu()).findByRole('link', { name: 'Onze nieuwsbrief' })).toHaveAttribute(
      'href',
      '/nieuwsbrief',
    );
    main.unmount();
    for (const brand of ['dem', 'sdv']) {
      setPageInput('brand', brand);
      const { unmount } = renderSiteFooter('/dementie');
      expect(await within(menu()).findByRole('link', { name: 'Onze nieuwsbrief' })).toHaveAttribute(
        'href',
        'https://www.alzheimer-nederland.nl/nieuwsbrief',
      );
      // The privacy page is the legal links' already: once, and the main site's.
      expect(within(footer()).getAllByRole('link', { name: 'Privacy' })).toHaveLength(1);
      unmount();
      clearPageInputs();
    }
  });

  it('sdv: its own four social links and the tagline, no quality marks', () => {
    setPageInput('brand', 'sdv');
    renderSiteFooter('/dementie');
    expect(socialLinks().map((link) => link.textContent)).toEqual([
      'Samen dementievriendelijk op Facebook',
      'Samen dementievriendelijk op Instagram',
      'Samen dementievriendelijk op LinkedIn',
      'Samen dementievriendelijk op YouTube',
    ]);
    expect(
      within(footer()).getByText('Samen dementievriendelijk is een platform van Alzheimer Nederland'),
    ).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://www.alzheimer-nederland.nl/privacy',
    );
    expect(screen.queryByRole('region', { name: 'Keurmerken' })).not.toBeInTheDocument();
  });

  it('throws for an unknown brand instead of showing another brand (spec 2 §8)', () => {
    setPageInput('brand', 'xyz');
    // React reports the thrown render error on the console; that noise is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderSiteFooter('/dementie')).toThrow('Unknown brand: xyz');
    jest.restoreAllMocks();
  });
});

describe('SiteFooter pre-footer', () => {
  it('shows donating money and time on /dementie', () => {
    renderSiteFooter('/dementie');
    const preFooter = screen.getByRole('region', { name: 'Help mee tegen dementie' });
    expect(within(preFooter).getByRole('link', { name: 'Steun met geld' })).toHaveAttribute('href', '/doneren');
    expect(within(preFooter).getByRole('link', { name: 'Steun met tijd' })).toHaveAttribute(
      'href',
      '/help-mee/steun-met-tijd',
    );
  });

  it.each([...preFooterHiddenPaths, '/collecte/', '/geheugentest', '/geheugentest/zelf'])('is hidden on %s', (path) => {
    renderSiteFooter(path);
    expect(screen.queryByRole('region', { name: 'Help mee tegen dementie' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('is hidden when the page asks', () => {
    renderSiteFooter('/dementie', true);
    expect(screen.queryByRole('region', { name: 'Help mee tegen dementie' })).not.toBeInTheDocument();
  });
});
