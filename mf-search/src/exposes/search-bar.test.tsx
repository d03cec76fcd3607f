import { useLayoutEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { searchApi, store } from '../store';
import SearchBar from './search-bar';

const address = () => screen.getByLabelText('Huidig adres').textContent;

describe('mf_search/SearchBar', () => {
  beforeEach(() => store.dispatch(searchApi.util.resetApiState()));

  it('site search: suggestions while typing, Enter goes to /zoeken with the term', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/es/suggest?query=geheugen': { body: { Suggestions: [{ Text: 'geheugentest', Kind: 'term' }] } },
    });
    renderWithProviders(<SearchBar variant="site" label="Waar zoekt u naar?" submit="Zoeken" />, { route: '/' });
    const field = screen.getByRole('combobox', { name: 'Waar zoekt u naar?' });
    await user.type(field, 'geheugen');
    expect(await screen.findByRole('option', { name: 'geheugentest' })).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/suggest?query=geheugen']);
    await user.keyboard('{Enter}');
    expect(address()).toBe('/zoeken?zoekterm=geheugen');
  });

  it('the not-found page and the call to action search the site too, an empty term opens /zoeken', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const { unmount } = renderWithProviders(
      <SearchBar variant="not-found" label="Zoek op de website" submit="Zoeken" />,
      { route: '/bestaat-niet' },
    );
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(address()).toBe('/zoeken');
    unmount();
    renderWithProviders(
      <>
        <h2 id="cta">Niet gevonden wat u zocht?</h2>
        <SearchBar variant="cta" label="Zoekterm" submit="Zoek" labelledBy="cta" />
      </>,
    );
    expect(screen.getByRole('search', { name: 'Niet gevonden wat u zocht?' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Zoekterm' }), ' alzheimer café {Enter}');
    expect(address()).toBe('/zoeken?zoekterm=alzheimer+caf%C3%A9');
  });

  it('region search: a plain field with its hint and place autocomplete, to /regios', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({});
    renderWithProviders(
      <SearchBar variant="region" label="Zoek uw regio" hint="Vul uw woonplaats in." submit="Zoek" />,
    );
    const field = screen.getByRole('searchbox', { name: 'Zoek uw regio', description: 'Vul uw woonplaats in.' });
    expect(field).toHaveAttribute('autocomplete', 'address-level2');
    expect(field).toHaveAttribute('name', 'zoekterm');
    await user.type(field, 'Zwolle{Enter}');
    expect(address()).toBe('/regios?zoekterm=Zwolle');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('place and news search: on the page itself, through the handler, starting from the address', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderWithProviders(
      <SearchBar
        variant="place"
        value="3511"
        onSearch={onSearch}
        label="Postcode of woonplaats"
        submit="Zoeken"
        formLabel="Zoek bij u in de buurt"
      />,
    );
    const form = screen.getByRole('search', { name: 'Zoek bij u in de buurt' });
    expect(form).toHaveAttribute('action', '/');
    const field = screen.getByRole('searchbox', { name: 'Postcode of woonplaats' });
    expect(field).toHaveValue('3511');
    expect(field).toHaveAttribute('name', 'plaats');
    expect(field).toHaveAttribute('autocomplete', 'postal-code');
    await user.clear(field);
    await user.type(field, ' Amersfoort {Enter}');
    expect(onSearch).toHaveBeenCalledWith('Amersfoort');
    expect(address()).toBe('/');
  });

  it('puts the cursor in the field when opened from the header', () => {
    renderWithProviders(
      <SearchBar variant="site" value="dementie" label="Waar zoekt u naar?" submit="Zoeken" focusOnMount />,
    );
    const field = screen.getByRole('combobox', { name: 'Waar zoekt u naar?' }) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('dementie'.length);
  });

  it('has the cursor in the field as it appears, so no key typed in the stand-in form meanwhile is lost', () => {
    // The bar replaces the stand-in form (SearchBarSlot) while a visitor may be typing: the focus
    // must move within the same commit, before the browser handles the next key. A layout effect
    // after the bar's sees where the focus is then; a passive effect would come too late.
    let focusedAtCommit: Element | null = null;
    function AfterCommit() {
      useLayoutEffect(() => {
        focusedAtCommit = document.activeElement;
      }, []);
      return null;
    }
    renderWithProviders(
      <>
        <SearchBar variant="site" value="man" label="Waar zoekt u naar?" submit="Zoeken" focusOnMount />
        <AfterCommit />
      </>,
    );
    expect(focusedAtCommit).toBe(screen.getByRole('combobox', { name: 'Waar zoekt u naar?' }));
  });
});
