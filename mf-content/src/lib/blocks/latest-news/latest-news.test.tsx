import { screen, within } from '@testing-library/react';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { stubViewport } from '@test/viewport';
import { renderWithProviders } from '../../../testing/render';
import { BlockList } from '../block-list';
import { toBlocks } from '../block-model';
import { toLatestNewsBlock } from './latest-news-model';

const latest = (Title: string, day: number, IsRegional = false, HideFromHomepage = false) => ({
  Title,
  PublicationDate: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  HeaderImage: { url: `/img/${day}.svg`, alt: 'Tekening', crops: [] },
  HideFromHomepage,
  Data: { Path: `/nieuws/${day}` },
  Introduction: `Inleiding ${Title}`,
  IsRegional,
});

const answer = [
  latest('Verborgen bericht', 22, false, true),
  latest('Café in Utrecht', 21, true),
  latest('Nieuwe bloedtest', 20),
  latest('Wandelgroep Zwolle', 19, true),
  latest('Muziek in Tiel', 18, true),
  latest('Tips voor bezoek', 17),
];

const block = (fields: Record<string, unknown>) =>
  toBlocks([{ id: 1, type: 'paragraph--latest_news', field_title: 'Uit het nieuws', ...fields }]);

const shownTitles = () =>
  within(screen.getByRole('region', { name: 'Uit het nieuws' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('latest news block', () => {
  it('on desktop shows every item but the hidden one, newest first, the first one highlighted', async () => {
    stubViewport(1280);
    const fetch = stubFetch({ '/api/v1/es/news/latest': { body: answer } });
    renderWithProviders(<BlockList blocks={block({})} />);
    expect(await screen.findByRole('link', { name: 'Café in Utrecht' })).toHaveAttribute('href', '/nieuws/21');
    expect(shownTitles()).toEqual([
      'Café in Utrecht',
      'Nieuwe bloedtest',
      'Wandelgroep Zwolle',
      'Muziek in Tiel',
      'Tips voor bezoek',
    ]);
    // Only the highlighted first item shows its introduction.
    expect(screen.getByText('Inleiding Café in Utrecht')).toBeInTheDocument();
    expect(screen.queryByText('Inleiding Nieuwe bloedtest')).not.toBeInTheDocument();
    expect(screen.getByText('21 maart 2026')).toHaveAttribute('datetime', '2026-03-21');
    expect(screen.getByRole('link', { name: 'Bekijk al het nieuws' })).toHaveAttribute('href', '/nieuws');
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/news/latest']);
  });

  it('on a phone shows three items, at most two regional', async () => {
    stubViewport(375);
    stubFetch({ '/api/v1/es/news/latest?categoryId=2': { body: answer } });
    renderWithProviders(<BlockList blocks={block({ field_category_id: 2 })} />);
    await screen.findByRole('link', { name: 'Café in Utrecht' });
    expect(shownTitles()).toEqual(['Café in Utrecht', 'Nieuwe bloedtest', 'Wandelgroep Zwolle']);
  });

  it('uses the default title and says so when loading fails', async () => {
    stubViewport(1280);
    stubFetch({ '/api/v1/es/news/latest': { status: 500 } });
    renderWithProviders(<BlockList blocks={block({ field_title: null })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Laatste nieuws' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Het laatste nieuws kan nu niet worden geladen.');
  });

  it('reads a missing or malformed category as no category', () => {
    expect(toLatestNewsBlock({})).toEqual({ title: '', categoryId: null });
    expect(toLatestNewsBlock({ field_title: 3, field_category_id: 'onderzoek' })).toEqual({
      title: '',
      categoryId: null,
    });
    expect(toLatestNewsBlock({ field_category_id: '4' })).toEqual({ title: '', categoryId: 4 });
    expect(toLatestNewsBlock({ field_category_id: -1 }).categoryId).toBeNull();
  });
});
