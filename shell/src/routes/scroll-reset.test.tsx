import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useSearchParams } from '@alz/shared/router';
import { ScrollReset } from './scroll-reset';

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>Adres: {location.pathname + location.search + location.hash}</p>
      <Link to="/nieuws?pagina=2">Volgende pagina</Link>
      <Link to="/nieuws?soort=regio" preventScrollReset>
        Alleen regionaal
      </Link>
      <Link to="/nieuws#aanmelden">Naar aanmelden</Link>
      <button type="button" onClick={() => setParams({ afstand: '10' }, { preventScrollReset: true })}>
        Binnen 10 km
      </button>
      <button type="button" onClick={() => setParams({ pagina: '3' })}>
        Pagina 3
      </button>
      <button type="button" onClick={() => navigate('/regios', { preventScrollReset: true })}>
        Regio&apos;s zonder te scrollen
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Terug
      </button>
      <p>Afstand: {params.get('afstand') ?? 'geen'}</p>
    </>
  );
}

function renderSite() {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  render(
    <MemoryRouter initialEntries={['/nieuws']}>
      <ScrollReset />
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
  return scrollTo;
}

describe('ScrollReset', () => {
  it('leaves the first page where it is and scrolls to the top after a link or a new page of results', async () => {
    const user = userEvent.setup();
    const scrollTo = renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Volgende pagina' }));
    expect(screen.getByText('Adres: /nieuws?pagina=2')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(screen.getByText('Adres: /nieuws?pagina=3')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the position when the navigation asks to (a filter, a choice within the page)', async () => {
    const user = userEvent.setup();
    const scrollTo = renderSite();
    await user.click(screen.getByRole('link', { name: 'Alleen regionaal' }));
    expect(screen.getByText('Adres: /nieuws?soort=regio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Binnen 10 km' }));
    expect(screen.getByText('Afstand: 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Regio's zonder te scrollen" }));
    expect(screen.getByText('Adres: /regios')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves an address with a hash and the way back to the page that reveals them', async () => {
    const user = userEvent.setup();
    const scrollTo = renderSite();
    await user.click(screen.getByRole('link', { name: 'Naar aanmelden' }));
    expect(screen.getByText('Adres: /nieuws#aanmelden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByText('Adres: /nieuws')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
