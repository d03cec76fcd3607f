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
const next = () => userEvent.click(screen.getByRole('button', { name: 'Volgende vraag' }));
const previous = () => userEvent.click(screen.getByRole('button', { name: 'Vorige vraag' }));
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
  // jsdom has no scrollIntoView; a test that stands it in leaves it out again for the others.
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows the test for yourself: title, intro, length once, and only the first question', async () => {
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
    expect(screen.getByRole('button', { name: 'Volgende vraag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorige vraag' })).not.toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/drupal/geheugentest/zelf']);
  });

  it('stays on the question when an answer is chosen, and shows the next one alone on "Volgende vraag"', async () => {
    stubFetch(forMyself);
    const { events, stop } = followDataLayer();
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    await choose(1, 'Soms');
    expect(progress()).toHaveTextContent('U heeft 1 van de 25 vragen beantwoord.');
    // No moving on by itself: the question and the focus stay where the visitor chose.
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(within(question(1)).getByRole('radio', { name: 'Soms' })).toHaveFocus();
    expect(JSON.parse(sessionStorage.getItem('memoryTest-forMyself')!)).toEqual({ 'qs-forMyself-1': 2 });
    await next();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(question(2)).toHaveFocus();
    expect(screen.queryByRole('group', { name: /^Vraag 1 van 25/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Vraag 2 van 25/)).toHaveLength(1);
    // The group is a place to start reading, not a Tab stop: its tabindex goes with the focus.
    await userEvent.tab();
    expect(within(question(2)).getByRole('radio', { name: 'Nooit' })).toHaveFocus();
    expect(question(2)).not.toHaveAttribute('tabindex');
    const record = { userId: null, pageKind: 'forMyself', nodeType: 'content_page', nodeId: 40, trainingsId: null };
    expect(events).toEqual([
      { event: 'memory_test_start', ...record, questionId: null },
      { event: 'memory_test_answer', ...record, questionId: 'qs-forMyself-1' },
    ]);
    stop();
  });

  it('moves the focus between questions without scrolling by script', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    await choose(1, 'Zelden');
    await next();
    expect(question(2)).toHaveFocus();
    await previous();
    expect(question(1)).toHaveFocus();
    await next();
    await choose(2, 'Nooit');
    await next();
    expect(question(3)).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('shows the error for the question when "Volgende vraag" comes without an answer, and stays there', async () => {
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    await next();
    const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kies een antwoord bij vraag 1']);
    expect(question(1)).toHaveAccessibleDescription(/Kies een antwoord bij vraag 1/);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(within(summary).getByRole('link', { name: 'Kies een antwoord bij vraag 1' }));
    expect(within(question(1)).getByRole('radio', { name: 'Nooit' })).toHaveFocus();
    // Answering clears it; then "Volgende vraag" goes on.
    await choose(1, 'Vaak');
    expect(screen.queryByRole('heading', { name: 'Er is een probleem' })).not.toBeInTheDocument();
    expect(question(1)).not.toHaveAccessibleDescription(/Kies een antwoord/);
    await next();
    expect(question(2)).toHaveFocus();
  });

  it('goes back with "Vorige vraag" to the chosen answer, and changing it does not move on', async () => {
    stubFetch(forMyself);
    const { events, stop } = followDataLayer();
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    await choose(1, 'Soms');
    await next();
    await previous();
    expect(question(1)).toHaveFocus();
    expect(within(question(1)).getByRole('radio', { name: 'Soms' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Vorige vraag' })).not.toBeInTheDocument();
    await choose(1, 'Vaak');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('memoryTest-forMyself')!)).toEqual({ 'qs-forMyself-1': 3 });
    await next();
    // Going back does not need an answer on the open question.
    await previous();
    expect(within(question(1)).getByRole('radio', { name: 'Vaak' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Er is een probleem' })).not.toBeInTheDocument();
    // A changed answer is no new answer for the data layer.
    expect(events.map((event) => (event as { event: string }).event)).toEqual([
      'memory_test_start',
      'memory_test_answer',
    ]);
    stop();
  });

  it('changes the progress line once per screen: on a new answer, not on moving between screens', async () => {
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    const live = progress();
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(live.textContent ?? ''));
    observer.observe(live, { subtree: true, childList: true, characterData: true });
    await choose(1, 'Soms');
    await next();
    await choose(2, 'Zelden');
    await choose(2, 'Vaak');
    await next();
    await previous();
    await next();
    observer.disconnect();
    expect(progress()).toBe(live);
    expect([...new Set(heard)]).toEqual([
      'U heeft 1 van de 25 vragen beantwoord.',
      'U heeft 2 van de 25 vragen beantwoord.',
    ]);
  });

  it('asks the age after its position, on a screen of its own, and then goes on', async () => {
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    for (let number = 1; number <= 5; number += 1) {
      await choose(number, 'Zelden');
      await next();
    }
    const age = screen.getByRole('group', { name: 'Hoe oud bent u?' });
    expect(age).toHaveFocus();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(
      within(age)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Jonger dan 65 jaar', '65 tot en met 74 jaar', '75 jaar of ouder', 'Dat zeg ik liever niet']);
    await next();
    expect(screen.getByRole('link', { name: 'Kies een leeftijd' })).toBeInTheDocument();
    await userEvent.click(within(age).getByRole('radio', { name: '75 jaar of ouder' }));
    expect(sessionStorage.getItem('ageOption')).toBe('75');
    await next();
    expect(question(6)).toHaveFocus();
    await previous();
    expect(screen.getByRole('radio', { name: '75 jaar of ouder' })).toBeChecked();
  });

  it('after a reload, carries on at the first open question with the earlier answers kept', async () => {
    answered('forMyself', 3);
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText('Welkom terug. U was gebleven bij vraag 4. Uw eerdere antwoorden staan er nog.'),
    ).toBeInTheDocument();
    expect(progress()).toHaveTextContent('U heeft 3 van de 25 vragen beantwoord.');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(within(question(4)).getByRole('radio', { name: 'Nooit' })).not.toBeChecked();
    await previous();
    expect(within(question(3)).getByRole('radio', { name: 'Zelden' })).toBeChecked();
  });

  it('after a reload past the age position without an age, carries on at the age question', async () => {
    answered('forOthers', 5);
    stubFetch({ [nodeUrl('forOthers')]: { body: testNode('forOthers') } });
    renderWithProviders(<MemoryTest kind="forOthers" />, { route: '/geheugentest/ander' });
    await screen.findByRole('heading', { level: 1, name: 'Geheugentest voor een ander' });
    expect(
      screen.getByText(
        'Welkom terug. U was gebleven bij de vraag naar de leeftijd. Uw eerdere antwoorden staan er nog.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hoe oud is de ander?' })).toBeInTheDocument();
    // Enter in an option submits the form: it checks this screen as "Volgende vraag" does.
    fireEvent.submit(screen.getByRole('form', { name: 'Vragen over de ander' }));
    const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link')).toHaveTextContent('Kies een leeftijd');
    expect(screen.getByRole('group', { name: /Hoe oud is de ander\?/ })).toHaveAccessibleDescription(
      /Kies een leeftijd/,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Jonger dan 65 jaar' }));
    await next();
    // The question after the age was answered before the reload: it shows with its answer.
    expect(within(question(5)).getByRole('radio', { name: 'Zelden' })).toBeChecked();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/ander');
  });

  it('offers "Bekijk de uitslag" on the last question only once it is answered', async () => {
    answered('forMyself', 24);
    sessionStorage.setItem('ageOption', '64');
    stubFetch(forMyself);
    const { events, stop } = followDataLayer();
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    expect(question(25)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bekijk de uitslag' })).not.toBeInTheDocument();
    await next();
    expect(screen.getByRole('link', { name: 'Kies een antwoord bij vraag 25' })).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/zelf');
    await choose(25, 'Nooit');
    expect(progress()).toHaveTextContent('U heeft alle 25 vragen beantwoord.');
    expect(screen.queryByRole('button', { name: 'Volgende vraag' })).not.toBeInTheDocument();
    // Back and forth: only the last screen offers the result.
    await previous();
    expect(screen.queryByRole('button', { name: 'Bekijk de uitslag' })).not.toBeInTheDocument();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk de uitslag' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/geheugentest/uitslag?test=zelf');
    expect(events.map((event) => (event as { event: string }).event)).toEqual([
      'memory_test_answer',
      'memory_test_complete',
    ]);
    stop();
  });

  it('opens a finished test on its last question, with the result on offer', async () => {
    answered('forOthers', 16);
    sessionStorage.setItem('ageOption', 'not-say');
    stubFetch({ [nodeUrl('forOthers')]: { body: testNode('forOthers') } });
    const { events, stop } = followDataLayer();
    renderWithProviders(<MemoryTest kind="forOthers" />, { route: '/geheugentest/ander' });
    await screen.findByRole('heading', { level: 1 });
    expect(progress()).toHaveTextContent('U heeft alle 16 vragen beantwoord.');
    expect(question(16)).toBeInTheDocument();
    expect(screen.queryByText(/Welkom terug/)).not.toBeInTheDocument();
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
    await next();
    expect(screen.getAllByText(/Vraag 2 van 25/)).toHaveLength(1);
    expect(progress()).toHaveTextContent('U heeft 1 van de 25 vragen beantwoord.');
  });

  it('starts again at the first question only after the visitor confirms', async () => {
    sessionStorage.setItem('memoryTest-forMyself', JSON.stringify({ 'qs-forMyself-1': 3, 'qs-forMyself-2': 1 }));
    stubFetch(forMyself);
    renderWithProviders(<MemoryTest kind="forMyself" />, { route: '/geheugentest/zelf' });
    await screen.findByRole('heading', { level: 1 });
    expect(question(3)).toBeInTheDocument();
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
    expect(question(3)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw beginnen' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    expect(screen.getByRole('dialog', { name: 'Opnieuw beginnen?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, wis mijn antwoorden' }));
    expect(question(1)).toHaveFocus();
    expect(within(question(1)).getByRole('radio', { name: 'Zelden' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Vorige vraag' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('memoryTest-forMyself')).toBeNull();
    expect(progress()).toHaveTextContent('U heeft 0 van de 25 vragen beantwoord.');
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
