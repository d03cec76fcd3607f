import { act, screen } from '@testing-library/react';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { clearRemoteModuleCache, RemoteModule } from './remote-module';

const Greeting = ({ name }: { name: string }) => <h2>Hallo {name}</h2>;

function Page({ id, whenNear }: { id: string; whenNear?: boolean }) {
  return (
    <main>
      <h1>Vacature</h1>
      <RemoteModule
        host="mf_host"
        id={id}
        props={{ name: 'Anna' }}
        loading={<p role="status">Even geduld…</p>}
        fallback={<p>Dit deel kunnen we nu niet laten zien.</p>}
        whenNear={whenNear}
      />
    </main>
  );
}

describe('RemoteModule', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearRemoteModuleCache();
    stubFetch({ '/remotes.json': { body: { mf_test: 'http://localhost/test/remoteEntry.js' } } });
  });

  it('shows the loading text, then the module of the other remote with its props', async () => {
    __setRemoteModule('mf_test/Greeting', { default: Greeting });
    renderWithProviders(<Page id="mf_test/Greeting" />);
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hallo Anna' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['cannot be reached', () => undefined],
    ['has no default export', () => __setRemoteModule('mf_test/Greeting', { Greeting })],
    [
      'fails while rendering',
      () =>
        __setRemoteModule('mf_test/Greeting', {
          default: () => {
            throw new Error('kapot');
          },
        }),
    ],
  ])('shows the fallback and keeps the rest of the page when the module %s', async (_, arrange) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    arrange();
    renderWithProviders(<Page id="mf_test/Greeting" />);
    expect(await screen.findByText('Dit deel kunnen we nu niet laten zien.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vacature' })).toBeInTheDocument();
  });

  it('asks again where the part is next shown, once its remote is back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderWithProviders(<Page id="mf_test/Greeting" />);
    expect(await screen.findByText('Dit deel kunnen we nu niet laten zien.')).toBeInTheDocument();
    first.unmount();
    __setRemoteModule('mf_test/Greeting', { default: Greeting });
    renderWithProviders(<Page id="mf_test/Greeting" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hallo Anna' })).toBeInTheDocument();
    expect(screen.queryByText('Dit deel kunnen we nu niet laten zien.')).not.toBeInTheDocument();
  });

  describe('further down the page', () => {
    let observed: { callback: IntersectionObserverCallback; element: Element } | undefined;
    beforeEach(() => {
      observed = undefined;
      // jsdom has no layout; this stands in for the browser's observer of the part's position.
      class FakeObserver {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed = { callback: this.callback, element };
        }
        disconnect() {}
      }
      Object.assign(window, { IntersectionObserver: FakeObserver });
    });
    afterEach(() => {
      delete (window as Partial<typeof window>).IntersectionObserver;
    });

    it('loads a part of the main content at once', async () => {
      __setRemoteModule('mf_test/Greeting', { default: Greeting });
      renderWithProviders(<Page id="mf_test/Greeting" />);
      expect(await screen.findByRole('heading', { level: 2, name: 'Hallo Anna' })).toBeInTheDocument();
    });

    it('loads a part further down the page only when it comes near the screen', async () => {
      __setRemoteModule('mf_test/Greeting', { default: Greeting });
      renderWithProviders(<Page id="mf_test/Greeting" whenNear />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('status')).toHaveTextContent('Even geduld…');
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      act(() =>
        observed!.callback(
          [{ isIntersecting: true, target: observed!.element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByRole('heading', { level: 2, name: 'Hallo Anna' })).toBeInTheDocument();
    });
  });
});
