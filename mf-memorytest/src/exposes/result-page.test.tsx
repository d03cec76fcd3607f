import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import { nodeUrl, testNode } from '../testing/fixtures';
import ResultPage from './result-page';
import { memoryTestApi, store } from '../store';

const resultNode: DrupalNode = {
  nid: 42,
  type: 'memory_test_result_page',
  title: 'Uw uitslag',
  status: true,
  path: { alias: '/geheugentest/uitslag' },
  field_introduction_wysiwyg: { value: '<p>Dit is geen diagnose.</p>' },
  field_subtitle_for_myself: 'Geheugentest voor uzelf',
  field_subtitle_for_others: 'Geheugentest voor een ander',
  field_brochure_for_myself: { title: 'Brochure over geheugen', uri: '/geheugentest/brochure-geheugen' },
  field_brochure_for_others: { title: 'Brochure over zorgen om een ander', uri: '/geheugentest/brochure-ander' },
};

const texts = [
  { ScoreGroup: '16-56', AgeGroup: 'all', Body: '<p>Weinig veranderd.</p>' },
  { ScoreGroup: '57+', AgeGroup: 'all', Body: '<p>Er is veel veranderd.</p>' },
  { ScoreGroup: '57+', AgeGroup: '75', Body: '<p>Op hogere leeftijd komt dit vaker voor.</p>' },
  { ScoreGroup: '57+', AgeGroup: '64', Body: '<p>Op jonge leeftijd zijn er ook andere oorzaken.</p>' },
];

const finish = (kind: 'forMyself' | 'forOthers', count: number, option: number, age: string) => {
  sessionStorage.setItem(
    `memoryTest-${kind}`,
    JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`qs-${kind}-${i + 1}`, option]))),
  );
  sessionStorage.setItem('ageOption', age);
};

describe('ResultPage', () => {
  beforeEach(() => {
    store.dispatch(memoryTestApi.util.resetApiState());
    sessionStorage.clear();
  });

  it('shows the score, the texts for its band and age, and the brochure with the score', async () => {
    finish('forOthers', 16, 3, '75'); // 16 x 4 points = 64: band 57+
    const fetch = stubFetch({
      '/api/v1/memory-test/texts?kind=forOthers': { body: texts },
      [nodeUrl('forOthers')]: { body: testNode('forOthers') },
    });
    renderWithProviders(<ResultPage node={resultNode} />, { route: '/geheugentest/uitslag?test=ander' });
    expect(screen.getByRole('heading', { level: 1, name: 'Uw uitslag' })).toBeInTheDocument();
    expect(screen.getAllByText('Geheugentest voor een ander')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Uw score is 64.')[0]).toBeInTheDocument();
    expect(screen.getAllByText('De score kan liggen tussen 16 en 80.')[0]).toBeInTheDocument();
    const meaning = screen.getByRole('region', { name: 'Wat zegt deze score?' });
    expect(await within(meaning).findByText('Er is veel veranderd.')).toBeInTheDocument();
    expect(within(meaning).getByText('Op hogere leeftijd komt dit vaker voor.')).toBeInTheDocument();
    expect(within(meaning).queryByText('Op jonge leeftijd zijn er ook andere oorzaken.')).not.toBeInTheDocument();
    expect(within(meaning).queryByText('Weinig veranderd.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brochure over zorgen om een ander' })).toHaveAttribute(
      'href',
      '/geheugentest/brochure-ander?score=64',
    );
    expect(requestedUrls(fetch)).toEqual(
      expect.arrayContaining(['/api/v1/memory-test/texts?kind=forOthers', '/api/drupal/geheugentest/ander']),
    );
  });

  it('prints the answers given, the date and a note for the GP', async () => {
    finish('forMyself', 25, 1, 'not-say');
    stubFetch({
      '/api/v1/memory-test/texts?kind=forMyself': { body: [] },
      [nodeUrl('forMyself')]: { body: testNode('forMyself') },
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(<ResultPage node={resultNode} />, { route: '/geheugentest/uitslag?test=zelf' });
    const printed = screen.getByRole('region', { name: 'Uitslag van de online geheugentest', hidden: true });
    expect(within(printed).getByText(/^Ingevuld op \w+dag \d+ \w+ \d{4}, \d\d:\d\d uur$/)).toBeInTheDocument();
    expect(within(printed).getByText(/Voor de huisarts: /)).toBeInTheDocument();
    expect(within(printed).getByText(/Leeftijd: Dat zeg ik liever niet/)).toBeInTheDocument();
    const table = await within(printed).findByRole('table', { name: 'De antwoorden', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(26);
    expect(rows[1]).toHaveTextContent('1. Testvraag 1?Zelden');
    await userEvent.click(screen.getByRole('button', { name: 'Uitslag afdrukken voor de huisarts' }));
    expect(print).toHaveBeenCalled();
  });

  it('sends a visitor without a finished test back to the start, with the reason', () => {
    finish('forMyself', 24, 1, '64');
    stubFetch({});
    renderWithProviders(<ResultPage node={resultNode} />, { route: '/geheugentest/uitslag?test=zelf' });
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/zelf?melding=onvolledig');
  });

  it('finds the finished test when the address names none, and starts again after confirming', async () => {
    finish('forOthers', 16, 0, '64');
    stubFetch({
      '/api/v1/memory-test/texts?kind=forOthers': { body: texts },
      [nodeUrl('forOthers')]: { body: testNode('forOthers') },
    });
    renderWithProviders(<ResultPage node={resultNode} />, { route: '/geheugentest/uitslag' });
    expect(await screen.findByText('Weinig veranderd.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, wis mijn antwoorden' }));
    expect(sessionStorage.getItem('memoryTest-forOthers')).toBeNull();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/ander');
  });

  it('keeps the score on screen when the texts cannot be loaded', async () => {
    finish('forMyself', 25, 0, '64');
    stubFetch({ '/api/v1/memory-test/texts?kind=forMyself': { status: 500 } });
    renderWithProviders(<ResultPage node={resultNode} />, { route: '/geheugentest/uitslag?test=zelf' });
    expect(await screen.findByRole('alert')).toHaveTextContent('De uitleg bij uw score kan nu niet worden geladen.');
    expect(screen.getAllByText('Uw score is 0.')[0]).toBeInTheDocument();
  });
});
