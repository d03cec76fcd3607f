import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { createStore } from '../../store';
import { InjectedStyles } from './injected-styles';

const CARE = 'main { background: lavender; }';
const NEWS = '.news { color: purple; }';

const rules = [
  { code: CARE, paths: '/mantelzorg\n/mantelzorg/*', content_types: ['content_page'], condition: 'AND' },
  { code: NEWS, paths: '', content_types: ['news'], condition: 'OR' },
];

const injectedCss = () => Array.from(document.head.querySelectorAll('style'), (style) => style.textContent);

type Store = ReturnType<typeof createStore>;
type Slices = Record<string, { queries?: Record<string, { status?: string } | undefined> }>;

// Waits until the rules have loaded, so "absent" is not just "not loaded yet" (however busy the machine).
const settle = (store: Store) =>
  waitFor(() =>
    expect(
      Object.values(store.getState() as unknown as Slices).some((slice) =>
        Object.values(slice?.queries ?? {}).some((query) => query?.status === 'fulfilled'),
      ),
    ).toBe(true),
  );

// Plain render: the component needs only the store, and rerender must keep the same tree.
function renderAt(pathname: string, contentType?: string) {
  const store = createStore();
  const ui = (path: string) => (
    <Provider store={store}>
      <InjectedStyles pathname={path} contentType={contentType} />
    </Provider>
  );
  const view = render(ui(pathname));
  return { ...view, store, goTo: (path: string) => view.rerender(ui(path)) };
}

describe('InjectedStyles', () => {
  beforeEach(() => stubFetch({ '/api/drupal/api/asset-injector/css': { body: rules } }));

  it('puts the CSS of the rules for this page into the head', async () => {
    await settle(renderAt('/mantelzorg/tips', 'content_page').store);
    expect(injectedCss()).toEqual([CARE]);
  });

  it('leaves the CSS out on other pages and content types', async () => {
    await settle(renderAt('/mantelzorg/tips', 'news').store);
    expect(injectedCss()).toEqual([NEWS]);
  });

  it('adds nothing when no rule applies', async () => {
    await settle(renderAt('/dementie', 'content_page').store);
    expect(injectedCss()).toEqual([]);
  });

  it('removes the CSS when the visitor leaves the page', async () => {
    const view = renderAt('/mantelzorg', 'content_page');
    await settle(view.store);
    expect(injectedCss()).toEqual([CARE]);
    view.goTo('/dementie');
    expect(injectedCss()).toEqual([]);
    view.goTo('/mantelzorg');
    expect(injectedCss()).toEqual([CARE]);
    view.unmount();
    expect(injectedCss()).toEqual([]);
  });
});
