import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { pageHref } from '../pagination/page-window';
import { Pagination } from './pagination';

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('Pagination with links', () => {
  it('leads "Vorige" back to the last page from an address beyond it, and offers no "Volgende"', () => {
    renderWithProviders(
      <Pagination variant="links" page={99} totalPages={5} hrefFor={(p) => pageHref('/nieuws', {}, p)} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginatie' });
    expect(within(nav).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/nieuws?page=5');
    expect(within(nav).queryByRole('link', { name: 'Volgende' })).not.toBeInTheDocument();
  });

  it('links every page in the window, keeps the term, and marks the current page', () => {
    renderWithProviders(
      <Pagination
        variant="links"
        page={5}
        totalPages={10}
        hrefFor={(p) => pageHref('/nieuws', { zoekterm: 'zorg' }, p)}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginatie' });
    expect(texts(within(nav).getAllByRole('listitem'))).toEqual([
      'Vorige',
      '1',
      '…',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
      '10',
      'Volgende',
    ]);
    expect(within(nav).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/nieuws?zoekterm=zorg&page=4');
    expect(within(nav).getByRole('link', { name: 'Volgende' })).toHaveAttribute('href', '/nieuws?zoekterm=zorg&page=6');
    expect(within(nav).getByRole('link', { name: '1' })).toHaveAttribute('href', '/nieuws?zoekterm=zorg');
    expect(within(nav).getByRole('link', { name: '10' })).toHaveAttribute('href', '/nieuws?zoekterm=zorg&page=10');
    expect(within(nav).queryByRole('link', { name: '5' })).not.toBeInTheDocument();
    expect(within(nav).getByText('5')).toHaveAttribute('aria-current', 'page');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithProviders(
      <Pagination variant="links" page={1} totalPages={3} hrefFor={(p) => `/x?page=${p}`} />,
    );
    expect(screen.queryByRole('link', { name: 'Vorige' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volgende' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pagination variant="links" page={3} totalPages={3} hrefFor={(p) => `/x?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Vorige' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volgende' })).not.toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(<Pagination variant="links" page={1} totalPages={1} hrefFor={() => '/x'} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Pagination with buttons', () => {
  it('asks for the chosen page and disables every control while loading', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = renderWithProviders(
      <Pagination variant="button" page={2} totalPages={4} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1]]);
    expect(screen.getByRole('button', { name: '2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    rerender(<Pagination variant="button" page={2} totalPages={4} onPageChange={onPageChange} loading />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
