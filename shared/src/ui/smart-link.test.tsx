import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@alz/shared/router';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { clearNodePathCache } from '../rich-text/node-links';
import { SmartLink } from './smart-link';

function Where() {
  return <p>Adres: {useLocation().pathname}</p>;
}

function renderLinks(...links: { url: string; title: string }[]) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route
          path="/start"
          element={links.map((link) => (
            <SmartLink key={link.url} link={link} />
          ))}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SmartLink', () => {
  beforeEach(() => clearNodePathCache());

  it('navigates inside the app for a site path and is a plain link elsewhere', async () => {
    stubFetch({});
    renderLinks({ url: '/mantelzorg', title: 'Mantelzorg' }, { url: 'https://example.org/x', title: 'Elders' });
    expect(screen.getByRole('link', { name: 'Elders' })).toHaveAttribute('href', 'https://example.org/x');
    await userEvent.click(screen.getByRole('link', { name: 'Mantelzorg' }));
    expect(screen.getByText('Adres: /mantelzorg')).toBeInTheDocument();
  });

  it('shows a node link by its real path, asking once for two links to the same node', async () => {
    const fetchMock = stubFetch({
      '/api/drupal/api/node-path?path=node/12': { body: { path: '/dementie/wat-is-dementie' } },
    });
    renderLinks({ url: '/node/12', title: 'Wat is dementie?' }, { url: 'node/12#soorten', title: 'Soorten' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute(
        'href',
        '/dementie/wat-is-dementie',
      ),
    );
    expect(screen.getByRole('link', { name: 'Soorten' })).toHaveAttribute('href', '/dementie/wat-is-dementie#soorten');
    expect(requestedUrls(fetchMock)).toEqual(['/api/drupal/api/node-path?path=node/12']);
  });

  it('keeps the node address when the path cannot be found', async () => {
    stubFetch({});
    renderLinks({ url: 'node/99', title: 'Oud' });
    expect(screen.getByRole('link', { name: 'Oud' })).toHaveAttribute('href', '/node/99');
    await userEvent.click(screen.getByRole('link', { name: 'Oud' }));
    expect(await screen.findByText('Adres: /node/99')).toBeInTheDocument();
  });
});

describe('SmartLink subject', () => {
  it("names the card's subject after a title that does not, for a list of links read out of context", () => {
    render(
      <MemoryRouter>
        <SmartLink link={{ url: '/regios/utrecht/over-de-regio', title: 'Lees meer' }} subject="Samen lezen" />
        <SmartLink link={{ url: '/alzheimer-cafe', title: 'Naar het Alzheimer Café' }} subject="Alzheimer Café" />
      </MemoryRouter>,
    );
    // The visible words come first, so a speech command "klik Lees meer" still finds it.
    expect(screen.getByRole('link', { name: 'Lees meer: Samen lezen' })).toHaveAttribute(
      'href',
      '/regios/utrecht/over-de-regio',
    );
    expect(screen.getByRole('link', { name: 'Naar het Alzheimer Café' })).toBeInTheDocument();
  });
});
