import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { renderWithProviders } from '@test/render';
import type { SearchBarProps } from '../search/search-bar';
import { clearSearchBarCache, SearchBarSlot } from './search-bar-slot';

/** Stands in for mf-search's bar: shows what it was handed. */
function RemoteBar({ label, value, focusOnMount }: SearchBarProps) {
  return (
    <label>
      {label} (mf-search)
      <input defaultValue={value} data-focus={String(!!focusOnMount)} />
    </label>
  );
}

/** As mf-search's bar does: takes the focus when asked, with the cursor after the text. */
function FocusingBar({ label, value, focusOnMount }: SearchBarProps) {
  const focus = (field: HTMLInputElement | null) => {
    if (!field || !focusOnMount) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  };
  return (
    <label>
      {label} (mf-search)
      <input ref={focus} defaultValue={value} />
    </label>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A place search whose mf-search bar is still on its way: `deliver()` brings it (a bar that takes
 * the focus as mf-search's does), `remoteField()` finds its field.
 */
function placeBarWhileLoading(place: string) {
  const user = userEvent.setup();
  const load = deferred<{ default: typeof FocusingBar }>();
  __setRemoteModule('mf_search/SearchBar', load.promise);
  renderWithProviders(
    <SearchBarSlot host="mf_regions" variant="place" value={place} label="Postcode" submit="Zoeken" />,
  );
  return {
    user,
    field: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Postcode' }),
    deliver: () => act(async () => load.resolve({ default: FocusingBar })),
    remoteField: () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Postcode (mf-search)' }),
  };
}

const address = () => screen.getByLabelText('Huidig adres').textContent;

describe('SearchBarSlot', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearSearchBarCache();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('searches with a plain form while mf-search loads, and hands over what was typed and the focus', async () => {
    const user = userEvent.setup();
    const load = deferred<{ default: typeof RemoteBar }>();
    __setRemoteModule('mf_search/SearchBar', load.promise);
    renderWithProviders(<SearchBarSlot host="shell" variant="site" label="Waar zoekt u naar?" submit="Zoeken" />, {
      route: '/home',
    });
    const field = screen.getByRole('searchbox', { name: 'Waar zoekt u naar?' });
    await user.type(field, 'mantelzorg');
    await act(async () => load.resolve({ default: RemoteBar }));
    const remote = await screen.findByRole('textbox', { name: 'Waar zoekt u naar? (mf-search)' });
    expect(remote).toHaveValue('mantelzorg');
    expect(remote).toHaveAttribute('data-focus', 'true');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('hands over the text the visitor selected to type over, so the next key replaces it', async () => {
    const { user, field, deliver, remoteField } = placeBarWhileLoading('Amersfoort');
    await user.click(field);
    // As a tab into the field, or a triple click, does: the whole place selected.
    act(() => field.select());
    await deliver();
    const remote = await remoteField();
    expect(remote).toHaveFocus();
    expect([remote.selectionStart, remote.selectionEnd]).toEqual([0, 'Amersfoort'.length]);
    await user.keyboard('Utrecht');
    expect(remote).toHaveValue('Utrecht');
  });

  it('hands over a cursor in the middle of the text', async () => {
    const { user, field, deliver, remoteField } = placeBarWhileLoading('3511');
    await user.click(field);
    act(() => field.setSelectionRange(2, 2));
    await deliver();
    const remote = await remoteField();
    await user.keyboard('0');
    expect(remote).toHaveValue('35011');
  });

  it('does not swap a button the visitor is pressing: the click still searches', async () => {
    const user = userEvent.setup();
    const load = deferred<{ default: typeof RemoteBar }>();
    __setRemoteModule('mf_search/SearchBar', load.promise);
    renderWithProviders(<SearchBarSlot host="shell" variant="site" label="Waar zoekt u naar?" submit="Zoeken" />, {
      route: '/home',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Waar zoekt u naar?' }), 'mantelzorg');
    const button = screen.getByRole('button', { name: 'Zoeken' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    // mf-search arrives between the press and the release.
    await act(async () => load.resolve({ default: RemoteBar }));
    expect(button).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(address()).toBe('/zoeken?zoekterm=mantelzorg');
  });

  it('keeps a focused stand-in button until the focus moves on, then shows mf-search', async () => {
    const user = userEvent.setup();
    const load = deferred<{ default: typeof RemoteBar }>();
    __setRemoteModule('mf_search/SearchBar', load.promise);
    renderWithProviders(
      <>
        <SearchBarSlot host="shell" variant="site" label="Waar zoekt u naar?" submit="Zoeken" />
        <a href="/verder">Verder</a>
      </>,
    );
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Zoeken' });
    expect(button).toHaveFocus();
    await act(async () => load.resolve({ default: RemoteBar }));
    expect(button).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Waar zoekt u naar? (mf-search)' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Verder' })).toHaveFocus();
    expect(await screen.findByRole('textbox', { name: 'Waar zoekt u naar? (mf-search)' })).toBeInTheDocument();
  });

  it("moves back from the stand-in button into mf-search's field, with the term selected to type over", async () => {
    const { user, deliver, remoteField } = placeBarWhileLoading('Amersfoort');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await deliver();
    await user.tab({ shift: true });
    const remote = await remoteField();
    expect(remote).toHaveFocus();
    expect([remote.selectionStart, remote.selectionEnd]).toEqual([0, 'Amersfoort'.length]);
  });

  it('keeps the plain form in place when mf-search cannot be loaded: the field, its text and the search all stay', async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    const failing = new Promise<never>((_, reject) => {
      fail = reject;
    });
    __setRemoteModule('mf_search/SearchBar', failing);
    renderWithProviders(
      <SearchBarSlot
        host="mf_content"
        variant="region"
        label="Zoek uw regio"
        hint="Vul uw woonplaats in."
        submit="Zoeken"
      />,
      { route: '/dementie' },
    );
    const field = screen.getByRole('searchbox', { name: 'Zoek uw regio', description: 'Vul uw woonplaats in.' });
    await user.type(field, 'Den ');
    await act(async () => {
      fail(new Error('mf-search is down'));
      await failing.catch(() => {});
    });
    // The same element: no remount swallowed the next keys.
    expect(screen.getByRole('searchbox', { name: 'Zoek uw regio' })).toBe(field);
    expect(field).toHaveFocus();
    await user.type(field, 'Bosch');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/regios?zoekterm=Den+Bosch');
  });

  it('shows mf-search at once on the next page once it has loaded', async () => {
    __setRemoteModule('mf_search/SearchBar', { default: RemoteBar });
    const first = renderWithProviders(<SearchBarSlot host="shell" variant="site" label="Zoek" submit="Zoeken" />);
    expect(await screen.findByRole('textbox', { name: 'Zoek (mf-search)' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<SearchBarSlot host="shell" variant="site" label="Zoek" submit="Zoeken" />);
    expect(screen.getByRole('textbox', { name: 'Zoek (mf-search)' })).toBeInTheDocument();
  });

  it('searches on the page itself when the page handles the term, and follows the address', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    function Page() {
      const [place, setPlace] = useState('3511');
      return (
        <>
          <button type="button" onClick={() => setPlace('1011')}>
            Vorige pagina
          </button>
          <SearchBarSlot
            host="mf_regions"
            variant="place"
            value={place}
            onSearch={onSearch}
            label="Postcode"
            submit="Zoeken"
          />
        </>
      );
    }
    renderWithProviders(<Page />);
    const field = screen.getByRole('searchbox', { name: 'Postcode' });
    expect(field).toHaveValue('3511');
    await user.clear(field);
    await user.type(field, '  Zeist  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('Zeist');
    expect(address()).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    expect(screen.getByRole('searchbox', { name: 'Postcode' })).toHaveValue('1011');
  });
});
