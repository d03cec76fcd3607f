import { screen } from '@testing-library/react';
import { MALFORMED, renderLoadedParagraphs } from '../grid-shared/testing';
import { toFollowUs } from './follow-us-model';

const profiles = {
  field_facebook: 'https://facebook.example/alz',
  field_instagram: 'https://instagram.example/alz',
  field_linkedin: 'javascript:alert(1)',
  field_twitter: 'https://x.example/alz',
  field_youtube: 'https://youtube.example/alz',
};

describe('follow us', () => {
  it('names every link, visibly when asked', async () => {
    await renderLoadedParagraphs({
      type: 'paragraph--follow_us',
      field_title: 'Blijf op de hoogte',
      field_show_names: true,
      ...profiles,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Blijf op de hoogte' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.example/alz'],
      ['Instagram', 'https://instagram.example/alz'],
      ['X (voorheen Twitter)', 'https://x.example/alz'],
      ['YouTube', 'https://youtube.example/alz'],
    ]);
    expect(screen.getByText('Facebook')).not.toHaveClass('visuallyHidden');
  });

  it('keeps the names for screen readers when they are hidden, with a default title', async () => {
    await renderLoadedParagraphs({ type: 'paragraph--follow_us', ...profiles });
    expect(screen.getByRole('heading', { level: 2, name: 'Volg ons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
    expect(screen.getByText('YouTube')).toHaveClass('visuallyHidden');
  });

  it('is not shown without a usable profile address', () => {
    for (const value of MALFORMED) expect(toFollowUs({ field_facebook: value, field_x: value })).toBeNull();
    expect(toFollowUs({ field_youtube: 'http://youtube.example' })).toBeNull();
  });
});
