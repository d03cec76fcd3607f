import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswer, requestedUrls, stubFetch } from '@test/fetch-stub';
import { listUrl, listXml, manyPictures } from '../testing/blob-list';
import { renderWithProviders } from '../testing/render';
import ImagePicker from './image-picker';
import { pickerApi, store } from '../store';
import * as writes from '../features/picker/write/picker-writes';

// Spec 2 §4, §9: infinite pagination in the picker's list. jsdom has no IntersectionObserver;
// the fake below records what is watched and lets a test bring it into view.
jest.mock('../features/picker/write/picker-writes', () => ({
  sniffPictureType: jest.fn(),
  uploadPicture: jest.fn(),
  preparePicture: jest.fn(),
  deletePicture: jest.fn(),
}));
const mocked = jest.mocked(writes);

interface Watch {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  target: Element | null;
  live: boolean;
}

function fakeIntersectionObserver() {
  const watches: Watch[] = [];
  class FakeObserver {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watch = { callback, options, target: null, live: true };
      watches.push(this.watch);
    }
    observe(target: Element) {
      this.watch.target = target;
    }
    unobserve() {
      this.watch.target = null;
    }
    disconnect() {
      this.watch.live = false;
    }
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  const watching = () => watches.filter((watch) => watch.live && watch.target);
  /** The watched elements come into view, `times` times before React renders again. */
  const scrollIntoView = (times = 1) =>
    act(() => {
      const now = watching();
      for (let time = 0; time < times; time++) {
        for (const watch of now) {
          const entry = { isIntersecting: true, target: watch.target } as IntersectionObserverEntry;
          watch.callback([entry], {} as IntersectionObserver);
        }
      }
    });
  return { watching, scrollIntoView };
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Afbeelding kiezen' }));
  const panel = await screen.findByRole('dialog', { name: 'Beeldbank' });
  await within(panel).findByRole('list', { name: 'Afbeeldingen in de beeldbank' });
  return panel;
};
const pictureCount = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Afbeeldingen in de beeldbank' })).getAllByRole('listitem').length;

let observer: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  store.dispatch(pickerApi.util.resetApiState());
  jest.clearAllMocks();
  observer = fakeIntersectionObserver();
});
afterEach(() => {
  delete (window as Partial<typeof window>).IntersectionObserver;
});

it('scrolling to the end of the list shows 10 more, one page at a time, and says the new count', async () => {
  const user = userEvent.setup();
  const fetch = stubFetch({ [listUrl]: { text: listXml(...manyPictures(47, 'image/png')) } });
  renderWithProviders(<ImagePicker />);
  const panel = await openPanel(user);
  const status = within(panel).getByRole('status');
  expect(status).toHaveTextContent('15 van 47 afbeeldingen getoond.');
  // Spec 2 §9: one sentinel, watched with a 1 px root margin.
  expect(observer.watching()).toHaveLength(1);
  expect(observer.watching()[0]!.options).toEqual({ rootMargin: '1px' });
  const focused = document.activeElement;

  observer.scrollIntoView();
  expect(pictureCount(panel)).toBe(25);
  expect(status).toHaveTextContent('25 van 47 afbeeldingen getoond.');
  // Scrolling leaves focus where it was.
  expect(document.activeElement).toBe(focused);

  // Seen again before the page it asked for is there: still one page, not two.
  observer.scrollIntoView(2);
  expect(pictureCount(panel)).toBe(35);
  expect(within(panel).getByRole('status')).toHaveTextContent('35 van 47 afbeeldingen getoond.');

  // The button pages too, with the observer there.
  await user.click(within(panel).getByRole('button', { name: 'Meer laden' }));
  expect(pictureCount(panel)).toBe(45);
  expect(within(panel).getByRole('button', { name: 'foto-36.png' })).toHaveFocus();

  observer.scrollIntoView();
  expect(pictureCount(panel)).toBe(47);
  expect(within(panel).getByRole('status')).toHaveTextContent('47 van 47 afbeeldingen getoond.');
  // All shown: no sentinel watched, no button, no page at the end.
  expect(observer.watching()).toHaveLength(0);
  expect(within(panel).queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  // Every page came from the one list the panel asked for.
  expect(requestedUrls(fetch)).toEqual([listUrl]);
});

it('while the list reloads, the sentinel waits and "Meer laden" is disabled yet keeps its focus', async () => {
  const user = userEvent.setup();
  let count = 30;
  const fetch = stubFetch({ [listUrl]: () => ({ text: listXml(...manyPictures(count, 'image/png')) }) });
  mocked.deletePicture.mockImplementation(async () => {
    count = 29;
    return { ok: true, value: null };
  });
  renderWithProviders(<ImagePicker editorKey="sleutel" />);
  const panel = await openPanel(user);
  const reload = holdAnswer(fetch, listUrl);
  await user.click(within(panel).getByRole('button', { name: 'Verwijderen foto-01.png' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Afbeelding verwijderen' })).getByRole('button', {
      name: 'Ja, verwijderen',
    }),
  );
  expect(reload.asked()).toBe(true);
  expect(within(panel).getByRole('status')).toHaveTextContent('Afbeeldingen laden…');
  const more = within(panel).getByRole('button', { name: 'Meer laden' });
  expect(more).toHaveAttribute('aria-disabled', 'true');
  more.focus();
  await user.keyboard('{Enter}');
  observer.scrollIntoView();
  expect(pictureCount(panel)).toBe(15);
  expect(more).toHaveFocus();

  await act(async () => reload.release());
  expect(await within(panel).findByText('15 van 29 afbeeldingen getoond.')).toBeInTheDocument();
  expect(more).not.toHaveAttribute('aria-disabled');
  observer.scrollIntoView();
  expect(pictureCount(panel)).toBe(25);
  expect(more).toHaveFocus();
  // The last page takes "Meer laden" away: its focus goes on to the first new picture.
  observer.scrollIntoView();
  expect(pictureCount(panel)).toBe(29);
  expect(within(panel).getByRole('button', { name: 'foto-26.png' })).toHaveFocus();
  expect(requestedUrls(fetch)).toEqual([listUrl, listUrl]);
});

it('a list that failed offers a retry; nothing asks again by itself', async () => {
  const user = userEvent.setup();
  let status = 500;
  const fetch = stubFetch({
    [listUrl]: () => (status === 200 ? { text: listXml(...manyPictures(20, 'image/png')) } : { status }),
  });
  renderWithProviders(<ImagePicker />);
  await user.click(screen.getByRole('button', { name: 'Afbeelding kiezen' }));
  const panel = await screen.findByRole('dialog', { name: 'Beeldbank' });
  expect(await within(panel).findByRole('alert')).toHaveTextContent('De afbeeldingen konden niet worden geladen.');
  // No sentinel is watched, so scrolling cannot turn the failure into a loop of requests.
  expect(observer.watching()).toHaveLength(0);
  observer.scrollIntoView();
  expect(requestedUrls(fetch)).toEqual([listUrl]);

  status = 200;
  const retry = holdAnswer(fetch, listUrl);
  const button = within(panel).getByRole('button', { name: 'Probeer het opnieuw' });
  await user.click(button);
  expect(await within(panel).findByRole('status')).toHaveTextContent('Afbeeldingen laden…');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.click(button);
  expect(requestedUrls(fetch)).toEqual([listUrl, listUrl]);

  await act(async () => retry.release());
  expect(await within(panel).findByText('15 van 20 afbeeldingen getoond.')).toBeInTheDocument();
  // The retry button is gone with the failure: focus goes to the panel's heading.
  expect(within(panel).getByRole('heading', { name: 'Beeldbank' })).toHaveFocus();
  expect(observer.watching()).toHaveLength(1);
});
