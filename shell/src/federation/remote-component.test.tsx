import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@alz/shared';
import { renderWithProviders } from '@test/render';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { RemoteComponent } from './remote-component';

describe('RemoteComponent', () => {
  beforeEach(() => {
    __resetRemoteModules();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed module with its props', async () => {
    __setRemoteModule('mf_test/Greeting', { default: ({ name }: { name: string }) => <h1>Hallo {name}</h1> });
    renderWithProviders(<RemoteComponent id="mf_test/Greeting" asPage props={{ name: 'Anna' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Anna' })).toBeInTheDocument();
  });

  it('shows a Dutch fallback when the remote cannot load, reports it, and loads it on "Probeer opnieuw"', async () => {
    const failures: string[] = [];
    const off = eventBus.on('remote:failed', ({ remote }) => failures.push(remote));
    renderWithProviders(<RemoteComponent id="mf_test/Later" asPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit deel van de pagina laadt niet' }),
    ).toBeInTheDocument();
    expect(failures).toEqual(['mf_test/Later']);

    __setRemoteModule('mf_test/Later', { default: () => <p>Weer bereikbaar</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByText('Weer bereikbaar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Probeer opnieuw' })).not.toBeInTheDocument();
    off();
  });

  it('asks again on the next page of a remote that failed before, once it is back', async () => {
    const first = renderWithProviders(<RemoteComponent id="mf_test/Page" asPage resetKey="/dementie" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit deel van de pagina laadt niet' }),
    ).toBeInTheDocument();
    // The visitor goes on to another page the same remote shows, now that it is back: the same
    // component on screen, another page.
    __setRemoteModule('mf_test/Page', { default: () => <h1>Een andere pagina</h1> });
    first.rerender(<RemoteComponent id="mf_test/Page" asPage resetKey="/mantelzorg" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Een andere pagina' })).toBeInTheDocument();
    first.unmount();
    // And a new one for that remote, elsewhere.
    renderWithProviders(<RemoteComponent id="mf_test/Page" asPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Een andere pagina' })).toBeInTheDocument();
  });

  it('uses a second-level heading for a remote that is only part of the page', async () => {
    renderWithProviders(<RemoteComponent id="mf_test/Missing" />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dit deel van de pagina laadt niet' }),
    ).toBeInTheDocument();
  });
});
