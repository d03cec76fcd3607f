import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { holdAnswer, requestedUrls, stubFetch } from '@test/fetch-stub';
import { clearNodePathCache } from '../rich-text/node-links';
import { RichText } from './rich-text';

declare global {
  interface Window {
    __xss?: number;
  }
}

const address = () => screen.getByLabelText('Huidig adres').textContent;

describe('RichText', () => {
  beforeEach(() => {
    clearNodePathCache();
    delete window.__xss;
  });

  it('renders nothing for empty or unsafe-only content', () => {
    const { container } = render(<RichText html="<script>window.__xss=1</script>" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('runs none of the stored script, event-handler or javascript: payloads', async () => {
    stubFetch({});
    renderWithProviders(
      <RichText
        html={
          '<p>Hallo</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2"><a href="javascript:window.__xss=3">klik</a>'
        }
      />,
    );
    const link = screen.getByText('klik');
    expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    fireEvent.error(document.querySelector('img') ?? document.body);
    expect(window.__xss).toBeUndefined();
  });

  it('resolves node links in one go and navigates inside the app when one is clicked', async () => {
    const fetchMock = stubFetch({
      '/api/drupal/api/node-path?path=node/11': { body: { path: '/dementie/wat-is-dementie' } },
    });
    renderWithProviders(
      <RichText html={'<p><a href="node/11">Wat is dementie?</a> en <a href="/node/11">nog eens</a></p>'} />,
    );
    // The links are replaced when their real paths arrive, so each check looks them up anew.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute(
        'href',
        '/dementie/wat-is-dementie',
      ),
    );
    expect(screen.getByRole('link', { name: 'nog eens' })).toHaveAttribute('href', '/dementie/wat-is-dementie');
    expect(requestedUrls(fetchMock)).toEqual(['/api/drupal/api/node-path?path=node/11']);

    await userEvent.click(screen.getByRole('link', { name: 'Wat is dementie?' }));
    expect(address()).toBe('/dementie/wat-is-dementie');
  });

  it('leaves modifier-clicks, new-tab links and other sites to the browser', () => {
    stubFetch({});
    renderWithProviders(
      <RichText html={'<a href="/mantelzorg">Mantelzorg</a> <a href="/zorg" target="_blank">Zorg</a>'} />,
      { route: '/start' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Mantelzorg' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Zorg' }));
    expect(address()).toBe('/start');
    expect(screen.getByRole('link', { name: 'Zorg' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('wraps a table in a scroll box keyboard users can reach', () => {
    renderWithProviders(<RichText html="<table><tr><td>1</td></tr></table>" />);
    const box = screen.getByRole('group', { name: 'Tabel, u kunt er opzij in scrollen' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table'));
  });

  it('renders draft-style JSON rich text, and only its words when an entity is unknown', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const draft = (type: string) =>
      JSON.stringify({
        blocks: [{ text: 'Naar de winkel', type: 'unstyled', entityRanges: [{ offset: 7, length: 7, key: 0 }] }],
        entityMap: { 0: { type, data: { url: '/winkel' } } },
      });
    const { unmount } = renderWithProviders(<RichText html={draft('LINK')} />);
    expect(screen.getByRole('link', { name: 'winkel' })).toHaveAttribute('href', '/winkel');
    unmount();

    renderWithProviders(<RichText html={draft('VIDEO')} />);
    expect(screen.getByText('Naar de winkel')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Rich text could not be rendered', expect.any(Error));
  });
});

describe('RichText, a node link clicked before its path arrived', () => {
  beforeEach(() => clearNodePathCache());

  it('waits for the real path instead of opening /node/...', async () => {
    const lookup = '/api/drupal/api/node-path?path=node/12';
    const path = holdAnswer(stubFetch({ [lookup]: { body: { path: '/mantelzorg' } } }), lookup);
    renderWithProviders(<RichText html={'<a href="/node/12#tips">Tips</a>'} />, { route: '/start' });
    fireEvent.click(screen.getByRole('link', { name: 'Tips' }));
    expect(address()).toBe('/start');
    expect(path.asked()).toBe(true);
    path.release();
    await waitFor(() => expect(address()).toBe('/mantelzorg'));
  });
});
