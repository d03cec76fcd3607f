import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { createRemoteApi, createRemoteStore } from './create-remote-store';

function setUp() {
  const api = createRemoteApi('retryTest').injectEndpoints({
    endpoints: (build) => ({ getGreeting: build.query<{ text: string }, void>({ query: () => '/api/v1/groet' }) }),
  });
  function Greeting() {
    const { data, error, isLoading } = api.endpoints.getGreeting.useQuery();
    if (isLoading) return <p>Laden…</p>;
    if (error) return <p>Fout {'status' in error ? error.status : ''}</p>;
    return <p>{data?.text}</p>;
  }
  render(
    <Provider store={createRemoteStore(api)}>
      <Greeting />
    </Provider>,
  );
}

const lostConnection = () => {
  throw new TypeError('Failed to fetch');
};

describe('the shared base query', () => {
  const errorLog = jest.spyOn(console, 'error');
  beforeEach(() => errorLog.mockImplementation(() => undefined));
  afterEach(() => errorLog.mockReset());

  it('recovers from a lost connection without the visitor doing anything', async () => {
    let attempts = 0;
    const fetchMock = stubFetch({
      '/api/v1/groet': () => (++attempts === 1 ? lostConnection() : { body: { text: 'Goedemiddag' } }),
    });
    setUp();
    expect(await screen.findByText('Goedemiddag')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after ten attempts with status 500 (spec 2 §4)', async () => {
    const fetchMock = stubFetch({ '/api/v1/groet': lostConnection });
    setUp();
    expect(await screen.findByText('Fout 500')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('does not ask again when the server answered, even with an error', async () => {
    const fetchMock = stubFetch({ '/api/v1/groet': { status: 503, body: { message: 'Onderhoud' } } });
    setUp();
    expect(await screen.findByText('Fout 503')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a request from a task of its own, not from the one that put the component on screen', async () => {
    const fetchMock = stubFetch({ '/api/v1/groet': { body: { text: 'Goedemorgen' } } });
    setUp();
    // The query has started (the component shows it loads), its request waits for the next task.
    expect(screen.getByText('Laden…')).toBeInTheDocument();
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText('Goedemorgen')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
