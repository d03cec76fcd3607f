import { screen } from '@testing-library/react';
import { MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toAside } from './aside-model';

const portrait = {
  url: '/blobstorage/content/vrijwilliger-200x200.svg',
  alt: 'Een vrijwilliger lacht naar de camera',
  crops: [
    { url: '/blobstorage/content/vrijwilliger-100x100.svg', width: 100 },
    { url: '/blobstorage/content/vrijwilliger-200x200.svg', width: 200 },
  ],
};

describe('aside', () => {
  it('shows its image, title and text as a named section', async () => {
    renderParagraphs({
      type: 'paragraph--aside',
      field_title: 'Even bellen?',
      field_text: { value: '<p>Bel de <a href="/dementielijn">Dementielijn</a>, ook in het weekend.</p>' },
      field_image: portrait,
    });
    // The aside's view loads with the first page that has one (lazy-blocks.ts).
    const section = await screen.findByRole('region', { name: 'Even bellen?' });
    expect(section.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Even bellen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dementielijn' })).toHaveAttribute('href', '/dementielijn');
    const image = screen.getByRole('img', { name: 'Een vrijwilliger lacht naar de camera' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('100w'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows text without a title or image', async () => {
    renderParagraphs({ type: 'paragraph--aside', field_text: { value: '<p>Alleen een korte tip.</p>' } });
    expect(await screen.findByText('Alleen een korte tip.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('tolerates missing and malformed fields, and hides an aside that says nothing', () => {
    for (const value of MALFORMED.filter((v) => typeof v !== 'string')) {
      expect(toAside({ field_title: value, field_text: value, field_image: value })).toBeNull();
    }
    expect(toAside({ field_image: portrait })).toBeNull();
    expect(toAside({ field_title: '  Tip  ', field_image: { url: 'javascript:alert(1)' } })).toEqual({
      title: 'Tip',
      html: '',
      image: null,
    });
  });
});
