// The registry loads first (block-model -> registry -> kinds -> this kind), as on a page.
import { toBlocks } from '../block-model';
import { act, screen } from '@testing-library/react';
import { renderLoaded } from '../grid-shared/testing';
import { BlockList } from '../block-list';
import { toTimeline } from './timeline-model';

const timeline = {
  id: 4,
  type: 'paragraph--timeline',
  field_title: 'Onze geschiedenis',
  field_items: [
    { field_label: '1985', field_title: 'Het begin', field_text: { value: '<p>Een kleine groep.</p>' } },
    {
      field_label: '1997',
      field_title: 'Het eerste café',
      field_image: { url: '/blobstorage/content/cafe.svg', alt: 'Café' },
    },
    { field_label: '2025', field_title: 'Samen verder' },
  ],
};

const renderTimeline = () => renderLoaded(<BlockList blocks={toBlocks([timeline])} />);
// Being "active" is a visual mark on the line; no role or text exposes it, so the class is read.
const activeTitles = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('active'))
    .map((item) => item.querySelector('h3')?.textContent);

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

function stubIntersectionObserver() {
  const observers: { callback: Callback; targets: Element[] }[] = [];
  class Observer {
    targets: Element[] = [];
    constructor(callback: Callback) {
      observers.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: Observer });
  return observers;
}

describe('timeline', () => {
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('shows every item with label, title, text and image; all active without scroll tracking', async () => {
    await renderTimeline();
    expect(screen.getByRole('heading', { level: 2, name: 'Onze geschiedenis' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('1997')).toBeInTheDocument();
    expect(screen.getByText('Een kleine groep.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Café' })).toBeInTheDocument();
    expect(activeTitles()).toEqual(['Het begin', 'Het eerste café', 'Samen verder']);
  });

  it('marks items active as the visitor scrolls past them', async () => {
    const observers = stubIntersectionObserver();
    await renderTimeline();
    expect(activeTitles()).toEqual([]);
    const [{ callback, targets }] = observers as [(typeof observers)[number]];
    const at = (index: number, isIntersecting: boolean, bottom: number) => ({
      target: targets[index],
      isIntersecting,
      boundingClientRect: { bottom } as DOMRectReadOnly,
      rootBounds: { top: 0 } as DOMRectReadOnly,
    });
    act(() => callback([at(0, true, 100), at(1, true, 300)]));
    expect(activeTitles()).toEqual(['Het begin', 'Het eerste café']);
    act(() => callback([at(0, false, -50), at(1, false, -10), at(2, true, 200)]));
    expect(activeTitles()).toEqual(['Het begin', 'Het eerste café', 'Samen verder']);
    act(() => callback([at(2, false, 900)]));
    expect(activeTitles()).toEqual(['Het begin', 'Het eerste café']);
  });

  it('stays static for visitors who prefer reduced motion', async () => {
    stubIntersectionObserver();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as never;
    await renderTimeline();
    window.matchMedia = original;
    expect(activeTitles()).toHaveLength(3);
  });
});

describe('toTimeline', () => {
  it('gives nothing without items and skips items without title and text', () => {
    expect(toTimeline({})).toBeNull();
    expect(toTimeline({ field_items: {} })).toBeNull();
    expect(toTimeline({ field_items: [null, { field_label: '2000' }] })).toBeNull();
    const model = toTimeline({ field_items: [{ field_title: 'Een', field_image: 'geen beeld', field_label: 5 }] });
    expect(model?.items).toEqual([{ key: 'item-i0', label: '', title: 'Een', html: '', image: null }]);
  });
});
