import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { clearRemoteModuleCache } from '@alz/shared/ui/remote-module';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { stubFetch } from '@test/fetch-stub';
import { stubViewport } from '@test/viewport';
import { RegionDetail } from './region-detail';
import { renderWithProviders } from '../../testing/render';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

const node: DrupalNode = {
  nid: 109,
  type: 'regio',
  title: 'Regio Utrecht',
  status: true,
  path: { alias: '/regios/utrecht' },
  field_introduction_wysiwyg: { value: '<p>Welkom bij regio Utrecht.</p>' },
  field_address: { address_line1: 'Domplein 1', postal_code: '3512 JC', locality: 'Utrecht' },
  field_email: 'regio.utrecht@example.org',
  field_phone: '030-1234567',
  field_social_links: { facebook: 'https://www.facebook.com/x', youtube: 'javascript:alert(1)' },
  field_newsletter: true,
  field_newsletter_recipient_email: 'nieuwsbrief.utrecht@example.org',
};

const highlight = (nid: number, start: string, end: string, changed: string) => ({
  nid,
  title: `Uitgelicht ${nid}`,
  path: { alias: `/u/${nid}` },
  changed,
  field_text: { value: '<p>tekst</p>' },
  field_start_date: start,
  field_end_date: end,
});
const news = (prefix: string, n: number) => ({
  Items: Array.from({ length: n }, (_, i) => ({ Title: `${prefix} ${i + 1}`, Data: { Path: `/${prefix}-${i + 1}` } })),
  TotalItems: n,
});
const info = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ nid: i + 1, title: `Algemeen ${i + 1}`, path: { alias: `/a/${i + 1}` } }));

interface VacancyListProps {
  regionId: number;
  regionPlace?: string;
  title: string;
}

/** Stands in for mf-vacancies' list, which is the section with id `vacatures` itself. */
function StubVacancyList({ regionId, regionPlace, title }: VacancyListProps) {
  return (
    <section id="vacatures" aria-labelledby="stub-vacancies">
      <h2 id="stub-vacancies">{title}</h2>
      <p>
        Vacatures van regio {regionId} rond {regionPlace}
      </p>
    </section>
  );
}

function stubRegionCalls(
  overDeRegio: unknown[] = [{ nid: 2, title: 'Over regio Utrecht', path: { alias: '/regios/utrecht/over-de-regio' } }],
) {
  return stubFetch({
    '/api/drupal/api/get-regio-over-de-regio?regio=109': { body: overDeRegio },
    '/remotes.json': { body: { mf_vacancies: 'http://localhost/vacancies/remoteEntry.js' } },
    '/api/drupal/api/get-regio-highlights?regio=109': {
      body: [
        highlight(1, day(-10), day(10), day(-3)),
        highlight(2, day(-10), day(-1), day(-1)),
        highlight(3, day(1), day(10), day(-1)),
        highlight(4, NOW.toISOString(), day(5), day(-2)),
        highlight(5, day(-5), NOW.toISOString(), day(-4)),
      ],
    },
    '/api/drupal/api/get-regio-services?regio=109': {
      body: [{ nid: 7, title: 'Alzheimer Café', field_link: { title: 'Meer', uri: '/cafe' } }],
    },
    '/api/v1/region/news?regionId=109&regionName=Regio+Utrecht&page=0': { body: news('Regionaal', 5) },
    '/api/v1/es/news?page=0': { body: news('Landelijk', 10) },
    '/api/drupal/api/get-regio-single-info-about-dementie?regio=109': { body: [] },
    '/api/drupal/api/get-regio-generic-info-about-dementie': { body: info(4) },
  });
}

describe('RegionDetail', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearRemoteModuleCache();
    __setRemoteModule('mf_vacancies/VacancyList', { default: StubVacancyList });
  });

  it('has the jump links to the sections in order in their own navigation, then the links to other pages', () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const jumps = screen.getByRole('navigation', { name: 'Op deze pagina' });
    const jumpLinks = within(jumps).getAllByRole('link');
    expect(jumpLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Uitgelicht', '#uitgelicht'],
      ['Activiteiten in deze regio', '#activiteiten'],
      ['Nieuws', '#nieuws'],
      ['Voorzieningen in de regio', '#voorzieningen'],
      ['Bekijk de vacatures', '#vacatures'],
      ['Informatie over dementie', '#informatie-over-dementie'],
      ['Alle regionale informatie', '#regionale-informatie'],
    ]);
    // Each jump link shows a down arrow, which a screen reader leaves out of its name.
    for (const link of jumpLinks) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const pages = screen.getByRole('navigation', { name: 'In deze regio' });
    const pageLinks = within(pages).getAllByRole('link');
    expect(pageLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overzicht locaties', '/regios/utrecht/locaties'],
      ['Over de regio', '/regios/utrecht/over-de-regio'],
    ]);
    for (const link of pageLinks) expect(link.querySelector('svg')).toBeNull();
  });

  it("has one newsletter sign-up: the region's own", () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    expect(screen.getAllByRole('region', { name: /nieuwsbrief/i }).map((region) => region.textContent)).toEqual([
      expect.stringMatching(/^Nieuwsbrief van de regio/),
    ]);
    expect(screen.getAllByRole('textbox', { name: /E-mailadres/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Aanmelden' })).toHaveLength(1);
  });

  it('links "Over de regio" to the page the api names, and leaves it out when the region has none', async () => {
    stubRegionCalls([{ nid: 2, title: 'Over ons', path: { alias: '/regios/utrecht/over-ons' } }]);
    const { unmount } = renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const menu = screen.getByRole('navigation', { name: 'In deze regio' });
    // Until the api answers, the conventional path.
    expect(within(menu).getByRole('link', { name: 'Over de regio' })).toHaveAttribute(
      'href',
      '/regios/utrecht/over-de-regio',
    );
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Over de regio' })).toHaveAttribute(
        'href',
        '/regios/utrecht/over-ons',
      ),
    );
    unmount();

    stubRegionCalls([]);
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const without = screen.getByRole('navigation', { name: 'In deze regio' });
    await waitFor(() => expect(within(without).queryByRole('link', { name: 'Over de regio' })).toBeNull());
    expect(within(without).getByRole('link', { name: 'Overzicht locaties' })).toBeInTheDocument();
  });

  it('asks for the news, services and dementia information only when their section comes near', async () => {
    // A browser that sees which part of the page is near: here nothing is, until a test says so.
    const observed = new Map<Element, IntersectionObserverCallback>();
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const fetch = stubRegionCalls();
      renderWithProviders(<RegionDetail node={node} now={NOW} />);
      await screen.findByRole('heading', { level: 3, name: 'Uitgelicht 4' });
      const asked = () => fetch.mock.calls.map(([url]) => String(url));
      for (const url of [
        '/api/v1/es/news?page=0',
        '/api/drupal/api/get-regio-services?regio=109',
        '/api/drupal/api/get-regio-generic-info-about-dementie',
      ]) {
        expect(asked()).not.toContain(url);
      }
      const news = screen.getByRole('region', { name: 'Nieuws' });
      act(() =>
        observed.get(news)!(
          [{ isIntersecting: true, target: news } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await within(news).findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
      expect(asked()).toContain('/api/v1/es/news?page=0');
      expect(asked()).not.toContain('/api/drupal/api/get-regio-services?regio=109');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('keeps the conventional "Over de regio" path when the api call fails', async () => {
    stubFetch({}, { otherwise: { status: 500, body: {} } });
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const info = screen.getByRole('region', { name: 'Informatie over dementie' });
    expect(await within(info).findByText(/kan nu niet worden geladen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Over de regio' })).toHaveAttribute(
      'href',
      '/regios/utrecht/over-de-regio',
    );
  });

  it('has the regional newsletter form only when the region has its newsletter checkbox on', async () => {
    stubRegionCalls();
    const { unmount } = renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const form = screen.getByRole('region', { name: 'Nieuwsbrief van de regio' });
    expect(within(form).getByRole('textbox', { name: 'E-mailadres (verplicht)' })).toBeInTheDocument();
    unmount();

    stubRegionCalls();
    renderWithProviders(<RegionDetail node={{ ...node, field_newsletter: false }} now={NOW} />);
    expect(screen.queryByRole('region', { name: 'Nieuwsbrief van de regio' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'E-mailadres (verplicht)' })).toBeNull();
    // The rest of the page and its sub-menu stay as they are.
    expect(within(screen.getByRole('navigation', { name: 'Op deze pagina' })).getAllByRole('link')).toHaveLength(7);
    expect(within(screen.getByRole('navigation', { name: 'In deze regio' })).getAllByRole('link')).toHaveLength(2);
    const news = screen.getByRole('region', { name: 'Nieuws' });
    expect(await within(news).findAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Alle regionale informatie' })).toBeInTheDocument();
  });

  it('moves focus to the section heading when a jump link is used', async () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const menu = screen.getByRole('navigation', { name: 'Op deze pagina' });
    await screen.findByText('Vacatures van regio 109 rond 3512');
    for (const name of ['Nieuws', 'Bekijk de vacatures', 'Informatie over dementie', 'Alle regionale informatie']) {
      await userEvent.click(within(menu).getByRole('link', { name }));
      // Once the page around the section has settled (@alz/shared/page/reveal-target).
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus(), { timeout: 2000 });
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(/^\/$/);
    }
  });

  it('shows the two most recently modified current highlights, the window edges included', async () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const section = screen.getByRole('region', { name: 'Uitgelicht' });
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Uitgelicht 4', 'Uitgelicht 1']);
  });

  it('fills 3 regional news items with 3 general ones and drops the last of 4 generic dementia items', async () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const newsSection = screen.getByRole('region', { name: 'Nieuws' });
    const titles = await within(newsSection).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Regionaal 1',
      'Regionaal 2',
      'Regionaal 3',
      'Landelijk 1',
      'Landelijk 2',
      'Landelijk 3',
    ]);
    expect(within(newsSection).getByRole('link', { name: 'Al het nieuws uit deze regio' })).toHaveAttribute(
      'href',
      '/regios/utrecht/nieuws',
    );
    const info = screen.getByRole('region', { name: 'Informatie over dementie' });
    expect(await within(info).findByRole('link', { name: 'Algemeen 3' })).toHaveAttribute('href', '/a/3');
    expect(within(info).queryByRole('link', { name: 'Algemeen 4' })).not.toBeInTheDocument();
  });

  it('shows services, the contact data with safe social links, and a failed section without breaking the page', async () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const services = screen.getByRole('region', { name: 'Voorzieningen in de regio' });
    expect(await within(services).findByRole('link', { name: 'Meer: Alzheimer Café' })).toHaveAttribute(
      'href',
      '/cafe',
    );
    const contact = screen.getByRole('region', { name: 'Alle regionale informatie' });
    expect(within(contact).getByRole('link', { name: 'regio.utrecht@example.org' })).toHaveAttribute(
      'href',
      'mailto:regio.utrecht@example.org',
    );
    expect(within(contact).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/x',
    );
    expect(within(contact).queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
  });

  it("lets mf-vacancies list the region's vacancies around its postcode, in one section with id vacatures", async () => {
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    expect(screen.getByRole('region', { name: 'Bekijk de vacatures' })).toHaveTextContent(
      'De vacatures worden geladen.',
    );
    expect(await screen.findByText('Vacatures van regio 109 rond 3512')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Bekijk de vacatures' });
    expect(section).toHaveTextContent('Vacatures van regio 109 rond 3512');
    // The sub-menu's anchor needs exactly one target.
    expect(document.querySelectorAll('[id="vacatures"]')).toHaveLength(1);
    expect(section).toHaveAttribute('id', 'vacatures');
  });

  it('keeps a link to the vacancies near the region when mf-vacancies cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    __resetRemoteModules();
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const link = await screen.findByRole('link', { name: 'Bekijk de vacatures in deze regio' });
    expect(link).toHaveAttribute('href', '/vrijwilligerswerk?zipcode=3512&range=10#vacatures');
    expect(screen.getByRole('region', { name: 'Bekijk de vacatures' })).toContainElement(link);
    expect(document.querySelectorAll('[id="vacatures"]')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Nieuws' })).toBeInTheDocument();
  });

  it('says a section failed when its call fails', async () => {
    stubFetch({});
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const info = screen.getByRole('region', { name: 'Informatie over dementie' });
    expect(await within(info).findByText(/kan nu niet worden geladen/)).toBeInTheDocument();
  });
});

describe('RegionDetail on a phone and at desktop width', () => {
  const NEWS = ['Regionaal 1', 'Regionaal 2', 'Regionaal 3', 'Landelijk 1', 'Landelijk 2', 'Landelijk 3'];
  const newsTitles = async () => {
    const news = screen.getByRole('region', { name: 'Nieuws' });
    return (await within(news).findAllByRole('heading', { level: 3 })).map((title) => title.textContent);
  };

  beforeEach(() => {
    __resetRemoteModules();
    clearRemoteModuleCache();
    __setRemoteModule('mf_vacancies/VacancyList', { default: StubVacancyList });
  });
  afterEach(() => {
    // The other tests run without matchMedia, as jsdom has it.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('on a phone shows the first 3 news items; "Bekijk alles" shows the rest in place and moves focus to the first of them', async () => {
    stubViewport(390);
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    expect(await newsTitles()).toEqual(NEWS.slice(0, 3));
    const news = screen.getByRole('region', { name: 'Nieuws' });
    // The rest is really hidden: not read, not reachable with the keyboard.
    expect(within(news).queryByRole('link', { name: 'Lees meer over Landelijk 1' })).toBeNull();
    expect(within(news).getByText('Landelijk 1').closest('li')).not.toBeVisible();
    const more = within(news).getByRole('button', { name: 'Bekijk alles (6)', description: 'Nieuws' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // The section's own link to all news stays below the list.
    expect(within(news).getByRole('link', { name: 'Al het nieuws uit deze regio' })).toBeVisible();

    await userEvent.click(more);
    expect(await newsTitles()).toEqual(NEWS);
    const firstShown = within(news).getByText('Landelijk 1').closest('li');
    expect(firstShown).toHaveFocus();
    // One way, as the site's other "Bekijk alles" (spec 2 §4): the button has done its work.
    expect(within(news).queryByRole('button', { name: /Bekijk alles/ })).toBeNull();
  });

  it('on a phone leaves a list of 3 or fewer as it is, without a button', async () => {
    stubViewport(390);
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    const info = screen.getByRole('region', { name: 'Informatie over dementie' });
    expect(await within(info).findAllByRole('link')).toHaveLength(3);
    const highlights = screen.getByRole('region', { name: 'Uitgelicht' });
    expect(await within(highlights).findAllByRole('heading', { level: 3 })).toHaveLength(2);
    // Only the news, with 6 items, has one.
    const news = screen.getByRole('region', { name: 'Nieuws' });
    expect(await within(news).findByRole('button', { name: 'Bekijk alles (6)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Bekijk alles/ })).toHaveLength(1);
  });

  it('at desktop width shows every item, as before, and no "Bekijk alles"', async () => {
    stubViewport(1280);
    stubRegionCalls();
    const { unmount } = renderWithProviders(<RegionDetail node={node} now={NOW} />);
    expect(await newsTitles()).toEqual(NEWS);
    const news = screen.getByRole('region', { name: 'Nieuws' });
    expect(within(news).getByRole('link', { name: 'Lees meer over Landelijk 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Bekijk alles/ })).toBeNull();
    unmount();

    // The same page on a phone is the short one.
    stubViewport(390);
    stubRegionCalls();
    renderWithProviders(<RegionDetail node={node} now={NOW} />);
    expect(await newsTitles()).toEqual(NEWS.slice(0, 3));
    expect(screen.getByRole('button', { name: 'Bekijk alles (6)' })).toBeInTheDocument();
  });
});
