import { screen } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '../../testing/render';
import { toNewsArticle } from './news-article-model';
import { NewsPage } from './news-page';

const node = (fields: Record<string, unknown> = {}) =>
  ({
    nid: 1001,
    type: 'news',
    title: 'Nieuw Alzheimer Café in Tiel',
    status: true,
    path: { alias: '/nieuws/nieuw-alzheimer-cafe-in-tiel' },
    field_introduction_wysiwyg: { value: '<p>Iedereen is welkom.</p>' },
    field_publication_date: '2026-03-05T09:00:00.000Z',
    field_news_category: { id: 5, label: 'Regionaal' },
    field_regio: { id: 140, title: 'Regio Rivierenland', path: '/regios/rivierenland' },
    field_header_image: {
      url: '/img/cafe-2100.svg',
      alt: 'Tekening van een café',
      crops: [{ url: '/img/cafe-350.svg', width: 350 }],
    },
    field_page_content: [
      {
        id: 1,
        type: 'paragraph--text_with_title',
        field_title: 'Wat er gebeurt',
        field_text: { value: '<p>Koffie.</p>' },
      },
    ],
    ...fields,
  }) as DrupalNode;

describe('news page', () => {
  it('shows the news header with date, category, region link, intro, image and blocks', () => {
    renderWithProviders(<NewsPage node={node()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuw Alzheimer Café in Tiel' })).toBeInTheDocument();
    expect(screen.getByText('5 maart 2026')).toHaveAttribute('datetime', '2026-03-05');
    expect(screen.getByText('Regionaal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regio Rivierenland' })).toHaveAttribute('href', '/regios/rivierenland');
    expect(screen.getByText('Iedereen is welkom.')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Tekening van een café' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 2, name: 'Wat er gebeurt' })).toBeInTheDocument();
  });

  it('shows a national item without region, and survives missing fields', () => {
    renderWithProviders(
      <NewsPage
        node={node({
          field_regio: null,
          field_header_image: null,
          field_publication_date: 'onbekend',
          field_news_category: 'x',
          field_page_content: null,
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });

  it('drops a region link that is not a safe address', () => {
    const article = toNewsArticle(node({ field_regio: { title: 'Regio X', path: 'javascript:alert(1)' } }));
    expect(article.region).toBeNull();
  });
});
