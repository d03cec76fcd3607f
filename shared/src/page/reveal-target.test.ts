import { hashTarget, revealTarget, type RevealTimings } from './reveal-target';

const timings: RevealTimings = { tickMs: 100, settleMs: 400, maxWaitMs: 3000, holdQuietMs: 800, holdMaxMs: 4000 };

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

it('reads the target from an address hash', () => {
  expect(hashTarget('#nieuws')).toBe('nieuws');
  expect(hashTarget('#caf%C3%A9')).toBe('café');
  expect(hashTarget('#100%')).toBe('100%');
  expect(hashTarget('')).toBeNull();
  expect(hashTarget('#')).toBeNull();
});

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
  expect(scrolled.at(-1)).toEqual({ id: 'vacatures', behavior: 'auto' });
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
