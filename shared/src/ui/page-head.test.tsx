import { render } from '@testing-library/react';
import { PageHead, paginationLinks, SiteNameContext } from './page-head';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageHead', () => {
  it('puts the title with the product name, description, Open Graph and canonical into the head', () => {
    render(
      <PageHead title="Wat is dementie?" description="Uitleg in gewone woorden." path="/dementie/wat-is-dementie" />,
    );
    expect(document.title).toBe('Wat is dementie? - Alzheimer Nederland');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Uitleg in gewone woorden.');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Wat is dementie?');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/dementie/wat-is-dementie');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  it("ends the title with the brand's name that the shell gives", () => {
    render(
      <SiteNameContext value="Dementie.nl">
        <PageHead title="Wat is dementie?" path="/dementie/wat-is-dementie" />
      </SiteNameContext>,
    );
    expect(document.title).toBe('Wat is dementie? - Dementie.nl');
    expect(head('meta[property="og:site_name"]')).toHaveAttribute('content', 'Dementie.nl');
  });

  it('marks a page not indexable when asked', () => {
    render(<PageHead title="Zoeken" path="/zoeken" noIndex />);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('adds prev and next links for a paginated page, keeping the other query parameters', () => {
    render(
      <PageHead title="Nieuws" path="/nieuws" pagination={{ page: 2, totalPages: 3 }} query={{ zoekterm: 'zorg' }} />,
    );
    expect(head('link[rel="prev"]')).toHaveAttribute('href', '/nieuws?zoekterm=zorg');
    expect(head('link[rel="next"]')).toHaveAttribute('href', '/nieuws?zoekterm=zorg&page=3');
  });
});

describe('paginationLinks', () => {
  it('offers page 2 as next on the first page and no prev', () => {
    expect(paginationLinks({ page: 1, totalPages: 5 }, '/nieuws')).toEqual({ prev: null, next: '/nieuws?page=2' });
  });

  it('offers no next beyond the last page', () => {
    expect(paginationLinks({ page: 5, totalPages: 5 }, '/nieuws')).toEqual({ prev: '/nieuws?page=4', next: null });
    expect(paginationLinks({ page: 1, totalPages: 1 }, '/nieuws')).toEqual({ prev: null, next: null });
  });

  it('points prev at the last page from a page beyond it, and offers none when there are no pages', () => {
    expect(paginationLinks({ page: 99, totalPages: 5 }, '/nieuws')).toEqual({ prev: '/nieuws?page=5', next: null });
    expect(paginationLinks({ page: 6, totalPages: 5 }, '/nieuws')).toEqual({ prev: '/nieuws?page=5', next: null });
    expect(paginationLinks({ page: 3, totalPages: 0 }, '/nieuws')).toEqual({ prev: null, next: null });
  });
});
