import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { readCookie, removeCookie, writeCookie } from '../consent/cookies';
import { ConsentGate } from './consent-gate';

describe('ConsentGate', () => {
  afterEach(() => {
    removeCookie('cookie-consent');
    removeCookie('marketing');
  });

  it('holds a video back with an explanation until marketing cookies are accepted', async () => {
    renderWithProviders(
      <ConsentGate kind="video" title="Leven met dementie">
        <p>De video</p>
      </ConsentGate>,
    );
    expect(screen.queryByText('De video')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer over cookies' })).toHaveAttribute('href', '/cookies');
    const accept = screen.getByRole('button', {
      name: 'Marketingcookies accepteren',
      description: /De video ‘Leven met dementie’ kunt u pas bekijken als u marketingcookies accepteert/,
    });

    await userEvent.click(accept);

    expect(screen.getByText('De video')).toBeInTheDocument();
    expect(readCookie('marketing')).toBe('accepted');
    // The button is gone; focus lands on the content the visitor asked for.
    expect(screen.getByText('De video').parentElement).toHaveFocus();
  });

  it('explains an embed without a title', () => {
    renderWithProviders(
      <ConsentGate kind="embed">
        <p>Het formulier</p>
      </ConsentGate>,
    );
    expect(
      screen.getByText(/Deze inhoud van een andere website kunt u pas zien als u marketingcookies accepteert/),
    ).toBeInTheDocument();
  });

  it('opens every gate on the page after one accept', async () => {
    renderWithProviders(
      <>
        <ConsentGate kind="video">
          <p>Eerste video</p>
        </ConsentGate>
        <ConsentGate kind="embed">
          <p>Kaart</p>
        </ConsentGate>
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Marketingcookies accepteren' });
    await userEvent.click(first!);

    expect(screen.getByText('Eerste video')).toBeInTheDocument();
    expect(screen.getByText('Kaart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marketingcookies accepteren' })).not.toBeInTheDocument();
  });

  it('shows the content straight away with stored consent', () => {
    writeCookie('cookie-consent', 'all');
    writeCookie('marketing', 'accepted');
    renderWithProviders(
      <ConsentGate kind="video">
        <p>De video</p>
      </ConsentGate>,
    );
    expect(screen.getByText('De video')).toBeInTheDocument();
  });
});
