import { screen } from '@testing-library/react';
import { cardImage, MALFORMED, renderParagraphs } from '../grid-shared/testing';
import { toHomepageBanner } from './homepage-banner-model';

const banner = (title: string, uri: string) => ({
  field_title: title,
  field_intro: `Alles over ${title.toLowerCase()}.`,
  field_image: cardImage('thee-drinken', `Beeld bij ${title.toLowerCase()}`),
  field_link: { title, uri },
});

describe('homepage banner', () => {
  it('shows three banners and then the fixed memory-test banner', () => {
    renderParagraphs({
      type: 'paragraph--homepage_banner',
      field_items: [
        banner('Dementie', '/dementie'),
        banner('Mantelzorg', '/mantelzorg'),
        banner('Doneren', '/doneren'),
        banner('Vierde uit de data', '/over-ons'),
      ],
    });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dementie', '/dementie'],
      ['Mantelzorg', '/mantelzorg'],
      ['Doneren', '/doneren'],
      ['Doe de geheugentest', '/geheugentest/zelf'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Doe de geheugentest' })).toBeInTheDocument();
    expect(screen.getByText(/ongeveer vijf minuten/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Beeld bij mantelzorg' })).toBeInTheDocument();
  });

  it('is not shown without banners that link somewhere', () => {
    for (const field_items of MALFORMED) expect(toHomepageBanner({ field_items })).toBeNull();
    expect(toHomepageBanner({ field_items: [{ field_title: 'Zonder link' }] })).toBeNull();
  });
});
