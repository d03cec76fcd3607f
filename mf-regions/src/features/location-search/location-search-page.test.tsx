import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { clearRemoteModuleCache } from '@alz/shared/ui/remote-module';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { requestedUrls, stubFetch, type StubAnswer, type StubRoutes } from '@test/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { addRegionTranslations } from '../../locales';
import { makeStore } from '../../store';
import { LocationSearchPage } from './location-search-page';

addRegionTranslations();

const PATH = '/activiteiten-en-vrijwilligerswerk-in-de-buurt';
const node: DrupalNode = {
  nid: 70,
  type: 'location_search',
  title: 'Activiteiten en vrijwilligerswerk bij u in de buurt',
  status: true,
  path: { alias: PATH },
  field_introduction_wysiwyg: { value: '<p>Er is veel te doen bij u in de buurt.</p>' },
};

const utrecht = {
  Id: 109,
  Title: 'Regio Utrecht',
  Introduction: 'Welkom in Utrecht.',
  Data: { Path: '/regios/utrecht' },
};
const heuvelrug = {
  Id: 111,
  Title: 'Regio Utrechtse Heuvelrug',
  Introduction: 'Welkom op de Heuvelrug.',
  Data: { Path: '/regios/utrechtse-heuvelrug' },
};
const regionNode = (nid: number, title: string, alias: string) => ({
  body: {
    nid,
    type: 'regio',
    title,
    status: true,
    path: { alias },
    field_introduction_wysiwyg: { value: `<p>Welkom bij ${title}. Wij helpen u graag.</p>` },
    field_header_image_video: { kind: 'image', image: { url: `/blobstorage/${nid}.jpg`, alt: '' } },
  },
});
const activities = (place: string, count: number) => ({
  body: {
    Total: count,
    Activities: Array.from({ length: count }, (_, i) => ({
      Id: 6000 + i,
      Title: `Alzheimer Café ${place} ${i + 1}`,
      Url: `/activiteiten/cafe-${i + 1}`,
      Activity: {
        ActivityType: 'Alzheimer Café',
        StartDate: '2030-03-05',
        EndDate: '2030-03-05',
        ActivityLocation: 'Buurthuis De Linde',
        Address: { locality: place },
      },
    })),
  },
});
const nearby = (place: string): StubRoutes => ({
  [`/api/v1/region/activityTypes/closest?radius=15&query=${place}`]: { body: ['Alzheimer Café', 'Muziek'] },
  [`/api/v1/region/activities/closest?query=${place}&radius=15&page=0`]: activities(place, 2),
});
const remotes: StubRoutes = {
  '/remotes.json': { body: { mf_vacancies: 'http://localhost/vacancies/remoteEntry.js' } },
};

/** Stands in for mf-vacancies' list, which is the section with its h2 itself. */
function StubVacancyList(props: {
  place: string;
  regionId: number;
  title: string;
  inLocationSearch: boolean;
  fixedRange: number;
}) {
  return (
    <section aria-label={props.title}>
      <h2>{props.title}</h2>
      <p>
        Vacatures rond {props.place} in regio {props.regionId}
        {props.inLocationSearch ? ', in een locatiezoeker' : ''}, binnen {props.fixedRange} km
      </p>
    </section>
  );
}

const renderPage = (route = PATH, ui: ReactElement = <LocationSearchPage node={node} />) =>
  renderWithProviders(<Provider store={makeStore()}>{ui}</Provider>, { route });
const address = () => screen.getByLabelText('Huidig adres');
const regionSection = () => screen.findByRole('region', { name: 'Uw regio' });

describe('LocationSearchPage', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearRemoteModuleCache();
    __setRemoteModule('mf_vacancies/VacancyList', { default: StubVacancyList });
  });

  it('shows the title, intro and a labelled place search, and asks for a place before anything loads', async () => {
    const fetch = stubFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: node.title })).toBeInTheDocument();
    expect(screen.getByText('Er is veel te doen bij u in de buurt.')).toBeInTheDocument();
    const form = await screen.findByRole('search', { name: 'Zoek bij u in de buurt' });
    expect(
      within(form).getByRole('searchbox', {
        name: 'Postcode of woonplaats',
        description: 'Bijvoorbeeld 3511 of Amersfoort.',
      }),
    ).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Zoeken' })).toBeInTheDocument();
    expect(screen.getByText(/Vul uw postcode of woonplaats in/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('finds the one region for a postcode, loads its data, and only then starts activities and vacancies', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubFetch({
      ...remotes,
      '/api/v1/region/search?query=3511': { body: [utrecht] },
      '/api/drupal/regios/utrecht': async () => {
        await held;
        return regionNode(109, 'Regio Utrecht', '/regios/utrecht');
      },
      ...nearby('3511'),
    });
    renderPage();
    const form = await screen.findByRole('search', { name: 'Zoek bij u in de buurt' });
    await user.type(within(form).getByRole('searchbox', { name: 'Postcode of woonplaats' }), ' 3511 ');
    await user.click(within(form).getByRole('button', { name: 'Zoeken' }));
    expect(address()).toHaveTextContent(`${PATH}?plaats=3511`);

    expect(
      await within(await regionSection()).findByText('De gegevens van uw regio worden geladen…'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activiteiten in de buurt' })).not.toBeInTheDocument();
    expect(requestedUrls(fetch).some((url) => url.includes('closest'))).toBe(false);

    release();
    expect(
      await within(await regionSection()).findByRole('heading', { level: 3, name: 'Regio Utrecht' }),
    ).toBeInTheDocument();
    expect(
      within(await regionSection()).getByText('Welkom bij Regio Utrecht. Wij helpen u graag.'),
    ).toBeInTheDocument();
    expect(
      within(await regionSection()).getByRole('link', { name: 'Naar de pagina van Regio Utrecht' }),
    ).toHaveAttribute('href', '/regios/utrecht');
    expect(screen.getByText('Bij ‘3511’ hoort Regio Utrecht.')).toBeInTheDocument();

    const listing = screen.getByRole('region', { name: 'Activiteiten in de buurt' });
    expect(await within(listing).findByText('2 activiteiten')).toBeInTheDocument();
    // One distance for both lists, above them; the listing keeps only its type filter.
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveAccessibleDescription(
      'Voor de activiteiten en de vacatures hieronder, gemeten vanaf ‘3511’.',
    );
    expect(within(listing).queryByRole('combobox', { name: 'Afstand' })).not.toBeInTheDocument();
    expect(within(listing).getByRole('combobox', { name: 'Soort activiteit' })).toHaveValue('');
    // The page asks for the place once: the listing has only its type and range filters.
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(within(listing).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Vacatures rond 3511 in regio 109, in een locatiezoeker, binnen 15 km'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Uw regio',
      'Activiteiten in de buurt',
      'Vacatures in de buurt',
    ]);
    expect(requestedUrls(fetch).filter((url) => url.startsWith('/api/'))).toEqual([
      '/api/v1/region/search?query=3511',
      '/api/drupal/regios/utrecht',
      '/api/v1/region/activityTypes/closest?radius=15&query=3511',
      '/api/v1/region/activities/closest?query=3511&radius=15&page=0',
    ]);
  });

  it('lets the visitor choose when several regions fit, and moves focus with the choice', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...remotes,
      '/api/v1/region/search?query=Utrecht': { body: [utrecht, heuvelrug] },
      '/api/drupal/regios/utrechtse-heuvelrug': regionNode(
        111,
        'Regio Utrechtse Heuvelrug',
        '/regios/utrechtse-heuvelrug',
      ),
      ...nearby('Utrecht'),
    });
    renderPage(`${PATH}?plaats=Utrecht`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kies uw regio' })).toBeInTheDocument();
    expect(screen.getByText("We vonden 2 regio's voor ‘Utrecht’. Welke is de uwe?")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uw regio' })).not.toBeInTheDocument();
    const choice = screen.getByRole('link', { name: 'Regio Utrechtse Heuvelrug' });
    expect(choice).toHaveAttribute('href', `${PATH}?plaats=Utrecht&regio=111`);

    await user.click(choice);
    expect(address()).toHaveTextContent(`${PATH}?plaats=Utrecht&regio=111`);
    expect(screen.getByRole('heading', { level: 2, name: 'Uw regio' })).toHaveFocus();
    expect(
      await within(await regionSection()).findByRole('heading', { level: 3, name: 'Regio Utrechtse Heuvelrug' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Vacatures rond Utrecht in regio 111, in een locatiezoeker, binnen 15 km'),
    ).toBeInTheDocument();

    await user.click(within(await regionSection()).getByRole('link', { name: 'Kies een andere regio' }));
    expect(address()).toHaveTextContent(new RegExp(`^${PATH}\\?plaats=Utrecht$`));
    expect(screen.getByRole('heading', { level: 2, name: 'Kies uw regio' })).toHaveFocus();
  });

  it('ignores a chosen region that does not serve the place', async () => {
    stubFetch({
      ...remotes,
      '/api/v1/region/search?query=Utrecht': { body: [utrecht, heuvelrug] },
    });
    renderPage(`${PATH}?plaats=Utrecht&regio=140`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kies uw regio' })).toBeInTheDocument();
  });

  it('says calmly when no region is found, with help, and starts no listing', async () => {
    const fetch = stubFetch({ '/api/v1/region/search?query=Xyzzy': { body: [] } });
    renderPage(`${PATH}?plaats=Xyzzy`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We vinden geen regio bij ‘Xyzzy’' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Controleer de spelling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Bekijk alle regio's" })).toHaveAttribute('href', '/regios');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/v1/region/search?query=Xyzzy']);
  });

  it('says so when the search fails', async () => {
    stubFetch({ '/api/v1/region/search?query=Zwolle': { status: 500 } });
    renderPage(`${PATH}?plaats=Zwolle`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Het zoeken lukt nu niet.');
  });

  it("shows the search hit as the region card when the region's data fails, and still lists what is near", async () => {
    const failed: StubAnswer = { status: 500 };
    stubFetch({
      ...remotes,
      '/api/v1/region/search?query=3511': { body: [utrecht] },
      '/api/drupal/regios/utrecht': failed,
      ...nearby('3511'),
    });
    renderPage(`${PATH}?plaats=3511`);
    expect(await within(await regionSection()).findByText('Welkom in Utrecht.')).toBeInTheDocument();
    expect(
      within(await regionSection()).getByRole('link', { name: 'Naar de pagina van Regio Utrecht' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 activiteiten')).toBeInTheDocument();
  });

  it('announces what a search found once: the lists below speak only when the visitor changes them', async () => {
    stubFetch({
      ...remotes,
      '/api/v1/region/search?query=3511': { body: [utrecht] },
      '/api/drupal/regios/utrecht': regionNode(109, 'Regio Utrecht', '/regios/utrecht'),
      ...nearby('3511'),
      '/api/v1/region/activities/closest?query=3511&radius=15&page=0&activityType=Muziek': activities('3511', 1),
    });
    const user = userEvent.setup();
    renderPage(`${PATH}?plaats=3511`);
    const listing = await screen.findByRole('region', { name: 'Activiteiten in de buurt' });
    const count = await within(listing).findByText('2 activiteiten');
    expect(count).not.toHaveAttribute('role');
    const spoken = Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')).filter(
      (live) => live.textContent?.trim(),
    );
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toHaveTextContent(/Regio Utrecht/);

    await user.selectOptions(within(listing).getByRole('combobox', { name: 'Soort activiteit' }), 'Muziek');
    expect(await within(listing).findByText('1 activiteit')).toHaveAttribute('role', 'status');
  });

  it('sets one distance for the activities and the vacancies, starting both afresh', async () => {
    const fetch = stubFetch({
      ...remotes,
      '/api/v1/region/search?query=3511': { body: [utrecht] },
      '/api/drupal/regios/utrecht': regionNode(109, 'Regio Utrecht', '/regios/utrecht'),
      ...nearby('3511'),
      '/api/v1/region/activityTypes/closest?radius=25&query=3511': { body: ['Muziek'] },
      '/api/v1/region/activities/closest?query=3511&radius=25&page=0': activities('3511', 1),
    });
    const user = userEvent.setup();
    renderPage(`${PATH}?plaats=3511&soort=Muziek&pagina=2&page=3`);
    await screen.findByText('Vacatures rond 3511 in regio 109, in een locatiezoeker, binnen 15 km');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '25');
    expect(address()).toHaveTextContent(new RegExp(`^${PATH}\\?plaats=3511&soort=&afstand=25$`));
    expect(
      await screen.findByText('Vacatures rond 3511 in regio 109, in een locatiezoeker, binnen 25 km'),
    ).toBeInTheDocument();
    const listing = screen.getByRole('region', { name: 'Activiteiten in de buurt' });
    expect(await within(listing).findByText('1 activiteit')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContain('/api/v1/region/activities/closest?query=3511&radius=25&page=0');
  });

  it('keeps a link to the vacancies near the place when mf-vacancies cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    __resetRemoteModules();
    stubFetch({
      ...remotes,
      '/api/v1/region/search?query=Amersfoort': { body: [utrecht] },
      '/api/drupal/regios/utrecht': regionNode(109, 'Regio Utrecht', '/regios/utrecht'),
      ...nearby('Amersfoort'),
    });
    renderPage(`${PATH}?plaats=Amersfoort`);
    const link = await screen.findByRole('link', { name: 'Bekijk het vrijwilligerswerk bij ‘Amersfoort’' });
    expect(link).toHaveAttribute('href', '/vrijwilligerswerk?zipcode=Amersfoort&range=15#vacatures');
    expect(screen.getByRole('region', { name: 'Vacatures in de buurt' })).toContainElement(link);
  });

  it('starts afresh for a new place: no chosen region or filters of the previous one', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...remotes,
      '/api/v1/region/search?query=Utrecht': { body: [utrecht, heuvelrug] },
      '/api/v1/region/search?query=3511': { body: [utrecht] },
      '/api/drupal/regios/utrecht': regionNode(109, 'Regio Utrecht', '/regios/utrecht'),
      '/api/drupal/regios/utrechtse-heuvelrug': regionNode(
        111,
        'Regio Utrechtse Heuvelrug',
        '/regios/utrechtse-heuvelrug',
      ),
      ...nearby('3511'),
    });
    renderPage(`${PATH}?plaats=Utrecht&regio=111&afstand=25&range=5`);
    const input = await screen.findByRole('searchbox', { name: 'Postcode of woonplaats' });
    expect(input).toHaveValue('Utrecht');
    await user.clear(input);
    await user.type(input, '3511{Enter}');
    expect(address()).toHaveTextContent(new RegExp(`^${PATH}\\?plaats=3511$`));
    expect(
      await within(await regionSection()).findByRole('heading', { level: 3, name: 'Regio Utrecht' }),
    ).toBeInTheDocument();
  });
});
