import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '../../testing/render';
import { NewsOverviewFixed } from './news-overview-fixed';
import { NewsOverviewPage } from './news-overview-page';

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  Id: n,
  Title: `Bericht ${n}`,
  Introduction: `Korte inleiding bij bericht ${n}.`,
  PublicationDate: '2026-03-05T09:00:00.000Z',
  HeaderImage: { url: `/img/${n}.svg`, alt: 'Tekening', crops: [{ url: `/img/${n}-380.svg`, width: 380 }] },
  Data: { Path: `/nieuws/bericht-${n}` },
  Category: { Id: 1, Label: 'Onderzoek' },
  Region: null,
  HideFromHomepage: false,
  ...extra,
});

const page = (total: number, count = Math.min(total, 10)) => ({
  body: { Items: Array.from({ length: count }, (_, i) => item(i + 1)), TotalItems: total },
});

const address = () => screen.getByLabelText('Huidig adres').textContent;

describe('news overview', () => {
  it('lists the latest news as cards, asking the api for page 0', async () => {
    const fetch = stubFetch({ '/api/v1/es/news?page=0': page(3) });
    renderWithProviders(<NewsOverviewFixed />, { route: '/nieuws' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Bericht 1' });
    expect(link).toHaveAttribute('href', '/nieuws/bericht-1');
    const card = link.closest('article')!;
    expect(within(card).getByText('5 maart 2026')).toHaveAttribute('datetime', '2026-03-05');
    expect(within(card).getByText('Korte inleiding bij bericht 1.')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('srcset', '/img/1-380.svg 380w');
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/news?page=0']);
    expect(screen.queryByRole('navigation', { name: 'Paginatie' })).not.toBeInTheDocument();
    expect(document.title).toBe('Nieuws - Alzheimer Nederland');
  });

  it('searches: sends the zero-based page, counts the results and keeps the term in the pager links', async () => {
    const fetch = stubFetch({ '/api/v1/es/news/search?query=zorg&page=1': page(45) });
    renderWithProviders(<NewsOverviewFixed />, { route: '/nieuws?zoekterm=zorg&page=2' });
    expect(await screen.findByText("45 resultaten voor 'zorg'")).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/news/search?query=zorg&page=1']);
    const pager = screen.getByRole('navigation', { name: 'Paginatie' });
    expect(within(pager).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/nieuws?zoekterm=zorg');
    expect(within(pager).getByRole('link', { name: 'Volgende' })).toHaveAttribute(
      'href',
      '/nieuws?zoekterm=zorg&page=3',
    );
    expect(within(pager).getByRole('link', { name: '5' })).toHaveAttribute('href', '/nieuws?zoekterm=zorg&page=5');
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Zoek in het nieuws' })).toHaveValue('zorg');
    // Page 2 of a search may be indexed (spec 1 §2.7); the head links to its neighbours.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute('href', '/nieuws?zoekterm=zorg');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', '/nieuws?zoekterm=zorg&page=3');
  });

  it('treats a page that is not a number as page 1 and marks page 1 of a search as not indexable', async () => {
    const fetch = stubFetch({ '/api/v1/es/news/search?query=wonen&page=0': page(1) });
    renderWithProviders(<NewsOverviewFixed />, { route: '/nieuws?zoekterm=wonen&page=twee' });
    expect(await screen.findByText("1 resultaat voor 'wonen'")).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/news/search?query=wonen&page=0']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('says so when a search finds nothing', async () => {
    stubFetch({ '/api/v1/es/news/search?query=xyz&page=0': { body: { Items: [], TotalItems: 0 } } });
    renderWithProviders(<NewsOverviewFixed />, { route: '/nieuws?zoekterm=xyz' });
    expect(
      await screen.findByText("Er is geen nieuws gevonden voor 'xyz'. Probeer een ander woord."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginatie' })).not.toBeInTheDocument();
  });

  it('goes to the current path with the term when the visitor searches', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/es/news?page=1': page(30),
      '/api/v1/es/news/search?query=samen+zingen&page=0': page(2),
    });
    renderWithProviders(<NewsOverviewFixed />, { route: '/nieuws?page=2' });
    await user.type(screen.getByRole('searchbox', { name: 'Zoek in het nieuws' }), '  samen zingen ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(address()).toBe('/nieuws?zoekterm=samen+zingen');
    expect(await screen.findByText("2 resultaten voor 'samen zingen'")).toBeInTheDocument();
  });

  it('shows a Dutch message while loading and when loading fails', async () => {
    stubFetch({ '/api/v1/es/news?page=0': { status: 500 } });
    renderWithProviders(<NewsOverviewFixed />, { route: '/nieuws' });
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld, we halen het nieuws op…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het nieuws kan nu niet worden geladen. Probeer het later nog eens.',
    );
  });

  it('as a news_overview page, pages on its own path and adds only prev/next to the head', async () => {
    stubFetch({ '/api/v1/es/news?page=0': page(25) });
    const node = {
      nid: 1000,
      type: 'news_overview',
      title: 'Nieuws over onderzoek',
      status: true,
      path: { alias: '/onderzoek/nieuws' },
      field_introduction_wysiwyg: { value: '<p>Het laatste nieuws.</p>' },
    } as DrupalNode;
    renderWithProviders(<NewsOverviewPage node={node} />, { route: '/onderzoek/nieuws' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuws over onderzoek' })).toBeInTheDocument();
    const pager = await screen.findByRole('navigation', { name: 'Paginatie' });
    expect(within(pager).getByRole('link', { name: 'Volgende' })).toHaveAttribute('href', '/onderzoek/nieuws?page=2');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', '/onderzoek/nieuws?page=2');
    expect(document.head.querySelector('title')).toBeNull();
  });
});
