import { screen } from '@testing-library/react';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import MemoryTest from './memory-test';
import { memoryTestApi, store } from '../store';

const testNode = (title: string, alias: string) => ({
  nid: 30,
  type: 'memory_test',
  title,
  status: true,
  path: { alias },
  field_introduction_wysiwyg: { value: '<p>Beantwoord de vragen eerlijk.</p>' },
});

const forMyself = {
  '/api/drupal/geheugentest/zelf': { body: testNode('Geheugentest voor uzelf', '/geheugentest/zelf') },
};

describe('MemoryTest', () => {
  // The exposed module uses the remote's one store, as on a page; each test starts it empty.
  beforeEach(() => store.dispatch(memoryTestApi.util.resetApiState()));

  it('loads the test for yourself and says it has 25 questions', async () => {
    const fetch = stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />);
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld, we laden de pagina…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor uzelf' })).toBeInTheDocument();
    expect(screen.getByText('Beantwoord de vragen eerlijk.')).toBeInTheDocument();
    expect(screen.getByText('De test heeft 25 vragen en duurt ongeveer 5 minuten.')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/drupal/geheugentest/zelf']);
  });

  it('loads the test about someone else and says it has 16 questions', async () => {
    const fetch = stubFetch({
      '/api/drupal/geheugentest/ander': { body: testNode('Geheugentest voor een ander', '/geheugentest/ander') },
    });
    renderWithProviders(<MemoryTest kind="forOthers" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor een ander' })).toBeInTheDocument();
    expect(screen.getByText('De test heeft 16 vragen en duurt ongeveer 5 minuten.')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/drupal/geheugentest/ander']);
  });

  it.each([['toString'], ['iets anders'], [undefined]])(
    'falls back to the test for yourself for kind %p',
    async (kind) => {
      const fetch = stubFetch(forMyself);
      renderWithProviders(<MemoryTest kind={kind} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor uzelf' })).toBeInTheDocument();
      expect(requestedUrls(fetch)).toEqual(['/api/drupal/geheugentest/zelf']);
    },
  );

  it('shows the not-found page when the test does not exist', async () => {
    stubFetch({});
    renderWithProviders(<MemoryTest kind="forMyself" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('shows the generic error when the server fails', async () => {
    stubFetch({ '/api/drupal/geheugentest/zelf': { status: 500 } });
    renderWithProviders(<MemoryTest kind="forMyself" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets misgegaan. Probeer het opnieuw.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
