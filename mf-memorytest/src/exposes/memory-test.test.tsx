import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followDataLayer } from '@test/data-layer';
import { eventBus } from '@alz/shared';
import { NotFoundPageContext } from '@alz/shared/ui/page-not-found';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import { nodeUrl, testNode } from '../testing/fixtures';
import MemoryTest from './memory-test';
import { memoryTestApi, store } from '../store';

const forMyself = { [nodeUrl('forMyself')]: { body: testNode('forMyself') } };
const question = (number: number) => screen.getByRole('group', { name: new RegExp(`^Vraag ${number} van \\d+`) });
const choose = (number: number, label: string) =>
  userEvent.click(within(question(number)).getByRole('radio', { name: label }));
const progress = () => screen.getByText(/^U heeft .* vragen beantwoord\.$/, { selector: '[aria-live]' });
const answered = (kind: 'forMyself' | 'forOthers', count: number) =>
  sessionStorage.setItem(
    `memoryTest-${kind}`,
    JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`qs-${kind}-${i + 1}`, 1]))),
  );

describe('MemoryTest', () => {
  // The exposed module uses the remote's one store, as on a page; each test starts it empty.
  beforeEach(() => {
    store.dispatch(memoryTestApi.util.resetApiState());
    sessionStorage.clear();
  });
  // jsdom has neither; a test that stands them in leaves them out again for the others.
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows the test for yourself: title, intro, length once, and the first question', async () => {
    const fetch = stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld, we laden de pagina…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor uzelf' })).toBeInTheDocument();
    expect(screen.getByText('Beantwoord de vragen rustig.')).toBeInTheDocument();
    expect(screen.getAllByText(/heeft 25 vragen en duurt/)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Vragen over uw geheugen' })).toBeInTheDocument();
    expect(progress()).toHaveTextContent('U heeft 0 van de 25 vragen beantwoord.');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(within(question(1)).getAllByRole('radio')).toHaveLength(5);
    expect(requestedUrls(fetch)).toEqual(['/api/drupal/geheugentest/zelf']);
  });

  it('moves on to the next question when one is answered, stores the answer and reports start and answer', async () => {
    stubFetch(forMyself);
    const { events, stop } = followDataLayer();
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    await choose(1, 'Soms');
    expect(progress()).toHaveTextContent('U heeft 1 van de 25 vragen beantwoord.');
    expect(within(question(2)).getByRole('radio', { name: 'Nooit' })).toHaveFocus();
    expect(JSON.parse(sessionStorage.getItem('memoryTest-forMyself')!)).toEqual({ 'qs-forMyself-1': 2 });
    // Changing an answer does not move on again.
    await choose(1, 'Vaak');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    const record = { userId: null, pageKind: 'forMyself', nodeType: 'content_page', nodeId: 40, trainingsId: null };
    expect(events).toEqual([
      { event: 'memory_test_start', ...record, questionId: null },
      { event: 'memory_test_answer', ...record, questionId: 'qs-forMyself-1' },
    ]);
    stop();
  });

  it('asks the age after its position and then goes on', async () => {
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    for (let number = 1; number <= 5; number += 1) await choose(number, 'Zelden');
    const age = screen.getByRole('group', { name: 'Hoe oud bent u?' });
    expect(within(age).getByRole('radio', { name: 'Jonger dan 65 jaar' })).toHaveFocus();
    expect(
      within(age)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Jonger dan 65 jaar', '65 tot en met 74 jaar', '75 jaar of ouder', 'Dat zeg ik liever niet']);
    await userEvent.click(within(age).getByRole('radio', { name: '75 jaar of ouder' }));
    expect(sessionStorage.getItem('ageOption')).toBe('75');
    expect(within(question(6)).getByRole('radio', { name: 'Nooit' })).toHaveFocus();
  });

  it('shows the unanswered question and the missing age in a focused summary, and keeps the answers', async () => {
    sessionStorage.setItem(
      'memoryTest-forOthers',
      JSON.stringify(Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`qs-forOthers-${n}`, 1]))),
    );
    stubFetch({ [nodeUrl('forOthers')]: { body: testNode('forOthers') } });
    renderWithProviders(<MemoryTest kind="forOthers" />, { route: '/geheugentest/ander' });
    await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor een ander' });
    expect(
      screen.getByText('Welkom terug. U was gebleven bij vraag 6. Uw eerdere antwoorden staan er nog.'),
    ).toBeInTheDocument();
    expect(progress()).toHaveTextContent('U heeft 5 van de 16 vragen beantwoord.');
    expect(within(question(5)).getByRole('radio', { name: 'Zelden' })).toBeChecked();
    // No result button yet; Enter in an option can still submit the form early.
    expect(screen.queryByRole('button', { name: 'Bekijk de uitslag' })).not.toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Vragen over de ander' }));
    const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kies een leeftijd', 'Kies een antwoord bij vraag 6']);
    expect(screen.getByRole('group', { name: /Hoe oud is de ander\?/ })).toHaveAccessibleDescription(
      /Kies een leeftijd/,
    );
    await userEvent.click(within(summary).getByRole('link', { name: 'Kies een leeftijd' }));
    expect(screen.getByRole('radio', { name: 'Jonger dan 65 jaar' })).toHaveFocus();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/ander');
  });

  it('goes to the result when everything is answered', async () => {
    sessionStorage.setItem(
      'memoryTest-forOthers',
      JSON.stringify(Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`qs-forOthers-${i + 1}`, 2]))),
    );
    sessionStorage.setItem('ageOption', 'not-say');
    stubFetch({ [nodeUrl('forOthers')]: { body: testNode('forOthers') } });
    const { events, stop } = followDataLayer();
    renderWithProviders(<MemoryTest kind="forOthers" />, { route: '/geheugentest/ander' });
    await screen.findByRole('heading', { level: 1 });
    expect(progress()).toHaveTextContent('U heeft alle 16 vragen beantwoord.');
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk de uitslag' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/uitslag?test=ander');
    expect(events).toEqual([expect.objectContaining({ event: 'memory_test_complete', pageKind: 'forOthers' })]);
    stop();
  });

  it('names each question once: the counter is in its legend, the progress line counts the answers', async () => {
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText(/Vraag 1 van 25/)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Vraag 1 van 25 Testvraag 1?' })).toBeInTheDocument();
    await choose(1, 'Soms');
    expect(screen.getAllByText(/Vraag 2 van 25/)).toHaveLength(1);
    expect(progress()).toHaveTextContent('U heeft 1 van de 25 vragen beantwoord.');
  });

  it('offers "Volgende vraag" to the first open question, without smooth scrolling when motion is reduced', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    answered('forMyself', 2);
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Bekijk de uitslag' })).not.toBeInTheDocument();
    scrolled.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende vraag' }));
    expect(within(question(3)).getByRole('radio', { name: 'Nooit' })).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
    expect(scrolled.mock.contexts.at(-1)).toBe(question(3));
    // Nothing is wrong yet: no error summary for a visitor who is on their way.
    expect(screen.queryByRole('heading', { name: 'Er is een probleem' })).not.toBeInTheDocument();
  });

  it('offers "Bekijk de uitslag" only once the last question is answered, and moves focus to it', async () => {
    answered('forMyself', 24);
    sessionStorage.setItem('ageOption', '64');
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Volgende vraag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bekijk de uitslag' })).not.toBeInTheDocument();
    await choose(25, 'Nooit');
    expect(screen.getByRole('button', { name: 'Bekijk de uitslag' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Volgende vraag' })).not.toBeInTheDocument();
  });

  it('leads to a skipped age with "Volgende vraag", and offers the result once it is chosen', async () => {
    answered('forOthers', 16);
    stubFetch({ [nodeUrl('forOthers')]: { body: testNode('forOthers') } });
    renderWithProviders(<MemoryTest kind="forOthers" />, { route: '/geheugentest/ander' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Bekijk de uitslag' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende vraag' }));
    const age = screen.getByRole('group', { name: 'Hoe oud is de ander?' });
    expect(within(age).getByRole('radio', { name: 'Jonger dan 65 jaar' })).toHaveFocus();
    await userEvent.click(within(age).getByRole('radio', { name: '75 jaar of ouder' }));
    expect(screen.getByRole('button', { name: 'Bekijk de uitslag' })).toHaveFocus();
  });

  it('starts again only after the visitor confirms', async () => {
    sessionStorage.setItem('memoryTest-forMyself', JSON.stringify({ 'qs-forMyself-1': 3, 'qs-forMyself-2': 1 }));
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    // The safe choice comes first and has the focus: Enter keeps the answers.
    const choices = within(screen.getByRole('dialog', { name: 'Opnieuw beginnen?' })).getAllByRole('button');
    expect(choices.map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Nee, doorgaan', 'Ja, wis mijn antwoorden']),
    );
    expect(choices.indexOf(screen.getByRole('button', { name: 'Nee, doorgaan' }))).toBeLessThan(
      choices.indexOf(screen.getByRole('button', { name: 'Ja, wis mijn antwoorden' })),
    );
    expect(screen.getByRole('button', { name: 'Nee, doorgaan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    expect(screen.getByRole('dialog', { name: 'Opnieuw beginnen?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, wis mijn antwoorden' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(sessionStorage.getItem('memoryTest-forMyself')).toBeNull();
    expect(within(question(1)).getByRole('radio', { name: 'Nooit' })).toHaveFocus();
  });

  it('says calmly that the test cannot be shown when its node lacks questions', async () => {
    stubFetch({ [nodeUrl('forMyself')]: { body: testNode('forMyself', { field_questions: ['Maar één vraag?'] }) } });
    renderWithProviders(<MemoryTest kind="forMyself" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('De test kan nu niet worden getoond.');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
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
    expect(document.title).toBe('Pagina niet gevonden - Alzheimer Nederland');
  });

  it("shows the shell's not-found page when the shell lends it", async () => {
    stubFetch({});
    const ShellNotFound = () => <h1>Pagina niet gevonden (shell)</h1>;
    renderWithProviders(
      <NotFoundPageContext value={ShellNotFound}>
        <MemoryTest kind="forMyself" />
      </NotFoundPageContext>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden (shell)' })).toBeInTheDocument();
  });

  it.each([
    ['the api answers 500', () => ({ status: 500, body: { statusCode: 500 } })],
    [
      'the api cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says the fault is ours when %s, reports it, and shows the test on retry', async (_case, failure) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);
    let up = false;
    const fetch = stubFetch({
      [nodeUrl('forMyself')]: () => (up ? { body: testNode('forMyself') } : failure()),
    });
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
    expect(document.title).toBe('Er ging iets mis bij het laden van deze pagina - Alzheimer Nederland');
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ context: 'page /geheugentest/zelf' }));
    stop();

    up = true;
    const calls = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor uzelf' })).toBeInTheDocument();
    expect(requestedUrls(fetch).slice(calls)).toEqual(['/api/drupal/geheugentest/zelf']);
  });
});
