import { screen } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '../testing/render';
import NewsPage from './news-page';

const article: DrupalNode = {
  nid: 1001,
  type: 'news',
  title: 'Nieuw Alzheimer Café in Tiel',
  status: true,
  path: { alias: '/nieuws/nieuw-alzheimer-cafe-in-tiel' },
  field_introduction_wysiwyg: { value: '<p>Iedereen is welkom.</p>' },
  field_publication_date: '2026-03-05T09:00:00.000Z',
};

// The shell loads a news article from a module of its own (@alz/shared/site/routes), which
// brings the article's code.
describe('the news article module', () => {
  it('shows the article in its first render', () => {
    renderWithProviders(<NewsPage node={article} />);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText('Iedereen is welkom.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
