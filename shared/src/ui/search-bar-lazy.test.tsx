import { screen } from '@testing-library/react';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { renderWithProviders } from '@test/render';
import { LazySearchBar, SearchBarRoom } from './search-bar-lazy';
import { SearchBarForm } from './search-bar-form';
import { clearSearchBarCache } from './search-bar-slot';

/** Each element's classes and children: the boxes a stand-in must have to take the same room. */
type Boxes = [string, ...Boxes[]];
const boxesOf = (element: Element): Boxes => [
  [...element.classList].filter((name) => name !== 'room').join(' '),
  ...[...element.children].map(boxesOf),
];

describe('LazySearchBar', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearSearchBarCache();
    // mf-search's bar never arrives: the plain form stays.
    __setRemoteModule('mf_search/SearchBar', new Promise(() => {}));
  });

  it('has the boxes of the bar itself, with the same classes', () => {
    const bar = { variant: 'region', label: 'Plaats', hint: 'Bijvoorbeeld: Zwolle', submit: 'Zoeken' } as const;
    const standIn = renderWithProviders(<SearchBarRoom {...bar} />, { route: '/regios' });
    const room = standIn.container.firstElementChild!;
    const form = renderWithProviders(<SearchBarForm {...bar} value="" onChange={() => {}} />, { route: '/regios' });
    expect(boxesOf(room)).toEqual(boxesOf(form.container.firstElementChild!));
  });

  it("keeps the bar's room with its own texts, unseen and out of reach, until the slot's code has loaded", async () => {
    const { container } = renderWithProviders(
      <LazySearchBar
        host="mf_content"
        variant="news"
        label="Zoek in het nieuws"
        hint="Bijvoorbeeld: onderzoek"
        submit="Zoeken"
      />,
      { route: '/nieuws' },
    );
    // While the slot's chunk loads: the label, hint and button text take their room (the same
    // boxes as the bar: the text wraps as the bar's would), but no one can see, read or reach it.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const room = container.querySelector('[aria-hidden="true"]');
    expect(room).toHaveAttribute('inert');
    expect(room).toHaveTextContent('Zoek in het nieuwsBijvoorbeeld: onderzoek');
    expect(room).toHaveTextContent(/Zoeken$/);

    const field = await screen.findByRole('searchbox', { name: 'Zoek in het nieuws' });
    expect(field).toHaveAccessibleDescription('Bijvoorbeeld: onderzoek');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
