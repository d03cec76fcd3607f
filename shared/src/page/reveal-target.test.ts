import { REVEAL_TIMINGS, revealTarget, type RevealTimings } from './reveal-target';

const timings: RevealTimings = {
  tickMs: 100,
  settleMs: 400,
  maxWaitMs: 3000,
  holdQuietMs: 800,
  holdMaxMs: 4000,
  smoothMaxMs: 2000,
};

/** A section with a heading, as the region page has them. */
function section(id: string, title: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.innerHTML = `<h2>${title}</h2><p>Tekst</p>`;
  return element;
}

let scrolled: { id: string; behavior: ScrollBehavior | undefined }[];

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<main id="inhoud"></main>';
  scrolled = [];
  // jsdom has no layout: record what was scrolled to, and how.
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
  };
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

const main = () => document.getElementById('inhoud')!;

it('waits for the section to arrive and the page to settle, then scrolls smoothly and focuses its heading', () => {
  const stop = revealTarget('nieuws', { timings });
  jest.advanceTimersByTime(1000);
  expect(scrolled).toEqual([]);
  main().append(section('nieuws', 'Nieuws'));
  jest.advanceTimersByTime(300);
  expect(scrolled).toEqual([]);
  jest.advanceTimersByTime(200);
  expect(scrolled).toEqual([{ id: 'nieuws', behavior: 'smooth' }]);
  expect(document.activeElement).toHaveTextContent('Nieuws');
  expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  stop();
});

it('scrolls at once when the visitor prefers reduced motion', () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  main().append(section('vacatures', 'Vacatures'));
  const stop = revealTarget('vacatures', { timings });
  jest.advanceTimersByTime(500);
  expect(scrolled).toEqual([{ id: 'vacatures', behavior: 'auto' }]);
  stop();
});

it('follows a section that replaces its placeholder after the jump, keeping the focus on its heading', () => {
  main().append(section('vacatures', 'Vacatures'));
  const stop = revealTarget('vacatures', { timings });
  jest.advanceTimersByTime(500);
  expect(document.activeElement).toHaveTextContent('Vacatures');
  // The list arrives: a new element with the same id, the focused heading gone with the old one.
  const list = section('vacatures', 'Bekijk de vacatures');
  main().replaceChildren(list);
  jest.advanceTimersByTime(200);
  expect(document.activeElement).toBe(list.querySelector('h2'));
  stop();
});

it('stops as soon as the visitor scrolls or types themselves', () => {
  main().append(section('nieuws', 'Nieuws'));
  const stop = revealTarget('nieuws', { timings });
  window.dispatchEvent(new Event('wheel'));
  jest.advanceTimersByTime(2000);
  expect(scrolled).toEqual([]);
  stop();
});

it('gives up quietly when the address names nothing on the page', () => {
  const focused = document.activeElement;
  revealTarget('bestaat-niet', { timings });
  jest.advanceTimersByTime(timings.maxWaitMs + 500);
  main().append(section('bestaat-niet', 'Te laat'));
  jest.advanceTimersByTime(1000);
  expect(scrolled).toEqual([]);
  expect(document.activeElement).toBe(focused);
});

describe('after the jump, on a page that still fills', () => {
  // A small layout for jsdom: where each section starts in the document, and the scroll position.
  let tops: Record<string, number>;
  let scrollY: number;
  let pageHeight: number;
  // As a browser does: not past the end of the page.
  const scrollTo = (y: number) => {
    scrollY = Math.min(y, pageHeight - window.innerHeight);
  };

  beforeEach(() => {
    tops = {};
    scrollY = 0;
    pageHeight = 20_000;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const section = this.closest('section');
      return { top: (tops[section?.id ?? ''] ?? 0) - scrollY } as DOMRect;
    });
    // An instant scroll lands at once; a smooth one is moved along by the test.
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      const behavior = typeof options === 'object' ? options.behavior : undefined;
      scrolled.push({ id: this.id, behavior });
      if (behavior !== 'smooth') scrollTo(tops[this.id] ?? 0);
    };
  });
  const onscrollend = Object.getOwnPropertyDescriptor(window, 'onscrollend')!;
  afterEach(() => {
    Object.defineProperty(window, 'onscrollend', onscrollend);
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'scrollY');
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it.each([
    ['a browser that tells when a scroll ends', true],
    ['a browser without scrollend, which sees it standing still', false],
  ])('jumps the rest of the way when sections above grew during the smooth scroll (%s)', (_, tells) => {
    if (!tells) Reflect.deleteProperty(window, 'onscrollend');
    main().append(section('vacatures', 'Vacatures'));
    tops.vacatures = 3000;
    const stop = revealTarget('vacatures', { timings });
    jest.advanceTimersByTime(400);
    expect(scrolled).toEqual([{ id: 'vacatures', behavior: 'smooth' }]);
    // The smooth scroll heads for 3000; meanwhile the news above arrives and pushes the section to 3800.
    scrollTo(1500);
    jest.advanceTimersByTime(100);
    tops.vacatures = 3800;
    scrollTo(3000);
    jest.advanceTimersByTime(100);
    expect(scrolled).toHaveLength(1);
    // It ended short: the browser says so, or two looks later it is seen standing still.
    if (tells) window.dispatchEvent(new Event('scrollend'));
    jest.advanceTimersByTime(300);
    expect(scrolled).toEqual([
      { id: 'vacatures', behavior: 'smooth' },
      { id: 'vacatures', behavior: 'auto' },
    ]);
    expect(scrollY).toBe(3800);
    expect(document.activeElement).toHaveTextContent('Vacatures');
    stop();
  });

  it('without scrollend, waits for a smooth scroll that starts late', () => {
    Reflect.deleteProperty(window, 'onscrollend');
    main().append(section('vacatures', 'Vacatures'));
    tops.vacatures = 3000;
    const stop = revealTarget('vacatures', { timings });
    jest.advanceTimersByTime(400);
    // A slow phone: a second on, the smooth scroll has not begun; the page is not jumped under it.
    jest.advanceTimersByTime(1000);
    expect(scrolled).toEqual([{ id: 'vacatures', behavior: 'smooth' }]);
    scrollTo(3000);
    jest.advanceTimersByTime(500);
    expect(scrolled).toHaveLength(1);
    stop();
  });

  it('takes the section to the top once the page below it has grown enough', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    main().append(section('contact', 'Contact'));
    // Near the end of the page: the scroll stops at the end, the section lower in the view.
    tops.contact = 19_800;
    const stop = revealTarget('contact', { timings });
    jest.advanceTimersByTime(400);
    expect(scrollY).toBe(20_000 - window.innerHeight);
    // The newsletter form below it arrives.
    pageHeight = 21_000;
    jest.advanceTimersByTime(100);
    expect(scrolled).toHaveLength(2);
    expect(scrollY).toBe(19_800);
    stop();
  });

  it('lets the smooth scroll finish before jumping on', () => {
    main().append(section('vacatures', 'Vacatures'));
    tops.vacatures = 3000;
    const stop = revealTarget('vacatures', { timings });
    jest.advanceTimersByTime(400);
    expect(scrolled).toEqual([{ id: 'vacatures', behavior: 'smooth' }]);
    // The end of a scroll from before ours (the page has not moved yet) is not ours.
    window.dispatchEvent(new Event('scrollend'));
    // The list replaces its placeholder before the smooth scroll has started: the focus follows
    // at once, the page is not scrolled under the running scroll.
    const list = section('vacatures', 'Bekijk de vacatures');
    main().replaceChildren(list);
    tops.vacatures = 3400;
    jest.advanceTimersByTime(500);
    expect(document.activeElement).toBe(list.querySelector('h2'));
    expect(scrolled).toHaveLength(1);
    // It ends where it was headed, short of the section that moved: now the rest, at once.
    scrollTo(3000);
    window.dispatchEvent(new Event('scrollend'));
    jest.advanceTimersByTime(100);
    expect(scrolled).toEqual([
      { id: 'vacatures', behavior: 'smooth' },
      { id: 'vacatures', behavior: 'auto' },
    ]);
    expect(scrollY).toBe(3400);
    expect(document.activeElement).toBe(list.querySelector('h2'));
    stop();
  });

  it('follows the section when a part above it arrives seconds after the jump', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    main().append(section('vacatures', 'Vacatures'));
    tops.vacatures = 3000;
    const stop = revealTarget('vacatures', { timings: REVEAL_TIMINGS });
    jest.advanceTimersByTime(400);
    expect(scrollY).toBe(3000);
    // A slow phone: the services above load 3 s later and push the section 600 px down.
    jest.advanceTimersByTime(3000);
    tops.vacatures = 3600;
    jest.advanceTimersByTime(100);
    expect(scrolled.at(-1)).toEqual({ id: 'vacatures', behavior: 'auto' });
    expect(scrollY).toBe(3600);
    // The browser's scroll anchoring kept it in view after the next one: nothing more to do.
    tops.vacatures = 3900;
    scrollTo(3900);
    jest.advanceTimersByTime(100);
    expect(scrolled).toHaveLength(2);
    stop();
  });

  it('leaves the page alone once it has been still for a while', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    main().append(section('vacatures', 'Vacatures'));
    tops.vacatures = 3000;
    revealTarget('vacatures', { timings });
    jest.advanceTimersByTime(400 + timings.holdQuietMs + 100);
    tops.vacatures = 3600;
    jest.advanceTimersByTime(1000);
    expect(scrolled).toHaveLength(1);
  });

  it('stops when the page scrolls without the section moving (a screen reader reading on)', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    main().append(section('vacatures', 'Vacatures'));
    tops.vacatures = 3000;
    revealTarget('vacatures', { timings });
    jest.advanceTimersByTime(400);
    scrollTo(3400);
    jest.advanceTimersByTime(100);
    tops.vacatures = 3600;
    jest.advanceTimersByTime(1000);
    expect(scrolled).toHaveLength(1);
    expect(scrollY).toBe(3400);
  });

  it('stops when the focus moves on to something else', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const link = document.createElement('a');
    link.href = '/vrijwilligerswerk';
    link.textContent = 'Alle vacatures';
    main().append(section('vacatures', 'Vacatures'), link);
    tops.vacatures = 3000;
    revealTarget('vacatures', { timings });
    jest.advanceTimersByTime(400);
    link.focus();
    jest.advanceTimersByTime(100);
    tops.vacatures = 3600;
    jest.advanceTimersByTime(1000);
    expect(scrolled).toHaveLength(1);
    expect(document.activeElement).toBe(link);
  });
});
