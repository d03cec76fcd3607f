import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { listUrl, listXml, manyPictures } from '../testing/blob-list';
import { renderWithProviders } from '../testing/render';
import ImagePicker from './image-picker';
import { pickerApi, store } from '../store';
import * as writes from '../features/picker/write/picker-writes';

// The writes (storage library, canvas) are their own module; here each answer is set per test,
// and the end-to-end tests run the real ones against Azurite (e2e/tests/picker.spec.ts).
jest.mock('../features/picker/write/picker-writes', () => ({
  sniffPictureType: jest.fn(),
  uploadPicture: jest.fn(),
  preparePicture: jest.fn(),
  deletePicture: jest.fn(),
}));
const mocked = jest.mocked(writes);

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Afbeelding kiezen' }));
  return screen.findByRole('dialog', { name: 'Beeldbank' });
};
const pictureButtons = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Afbeeldingen in de beeldbank' })).getAllByRole('button', {
    name: /^foto-\d+\.png$/,
  });
const hiddenValue = (container: HTMLElement) =>
  (container.querySelector('input[type="hidden"][name="header_image"]') as HTMLInputElement).value;

describe('ImagePicker', () => {
  // The exposed module uses the remote's one store, as on a page; each test starts it empty.
  beforeEach(() => {
    store.dispatch(pickerApi.util.resetApiState());
    jest.clearAllMocks();
    mocked.preparePicture.mockResolvedValue({ ok: true, value: null });
  });

  it('lists the pictures newest first in a side panel; a click marks one, "Kies" chooses it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const fetch = stubFetch({
      [listUrl]: {
        text: listXml(
          ['wandeling.jpg', 'Mon, 01 Jan 2024 10:00:00 GMT'],
          ['alzheimer café.png', 'Wed, 05 Mar 2025 08:30:00 GMT'],
        ),
      },
    });
    const { container } = renderWithProviders(<ImagePicker name="header_image" onChange={onChange} />);
    expect(screen.getByText('Nog geen afbeelding gekozen.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    const panel = await openPanel(user);
    const pictures = await within(panel).findAllByRole('button', { pressed: false });
    expect(pictures.map((picture) => picture.textContent)).toEqual(['alzheimer café.png', 'wandeling.jpg']);
    expect(pictures[0]?.querySelector('img')).toHaveAttribute('src', '/blobstorage/pictures/alzheimer%20caf%C3%A9.png');
    expect(within(panel).getByRole('button', { name: 'Kiezen' })).toBeDisabled();

    await user.click(pictures[1]!);
    expect(pictures[1]).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: "Kies 'wandeling.jpg'" }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const url = `${window.location.origin}/blobstorage/pictures/wandeling.jpg`;
    expect(onChange).toHaveBeenCalledWith(url);
    expect(hiddenValue(container)).toBe(url);
    expect(screen.getByRole('textbox', { name: 'Adres van de afbeelding' })).toHaveValue(url);
    expect(screen.getByText('Gekozen afbeelding: wandeling.jpg')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([listUrl]);
    // Its sized copies were made (or found) before it was chosen.
    expect(mocked.preparePicture).toHaveBeenCalledWith(
      null,
      { name: 'wandeling.jpg', url: '/blobstorage/pictures/wandeling.jpg', contentType: '' },
      expect.any(Function),
    );
  });

  it('chooses with a double click, and by keyboard alone with Space and Enter', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listXml(...manyPictures(3)) } });
    const { container } = renderWithProviders(<ImagePicker name="header_image" />);
    let panel = await openPanel(user);
    await user.dblClick((await within(panel).findAllByRole('button', { pressed: false }))[2]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hiddenValue(container)).toMatch(/\/foto-03\.png$/);

    // Keyboard: open, Tab to a picture, Space marks it, Tab on to "Kies …", Enter.
    screen.getByRole('button', { name: 'Afbeelding kiezen' }).focus();
    await user.keyboard('{Enter}');
    panel = await screen.findByRole('dialog', { name: 'Beeldbank' });
    // The picture chosen before is marked again when the panel opens.
    expect(within(panel).getByRole('button', { pressed: true })).toHaveTextContent('foto-03.png');
    act(() => within(panel).getByRole('button', { name: 'foto-01.png' }).focus());
    await user.keyboard(' ');
    expect(within(panel).getByRole('button', { name: 'foto-01.png' })).toHaveAttribute('aria-pressed', 'true');
    within(panel).getByRole('button', { name: "Kies 'foto-01.png'" }).focus();
    await user.keyboard('{Enter}');
    expect(hiddenValue(container)).toMatch(/\/foto-01\.png$/);
  });

  it('makes the grid one tab stop: arrows move between pictures, Tab goes on to "Kies"', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listXml(...manyPictures(6)) } });
    renderWithProviders(<ImagePicker name="header_image" />);
    const panel = await openPanel(user);
    const pictures = await within(panel).findAllByRole('button', { pressed: false });
    // Only the current picture (the first, as none is marked) is in the tab order.
    expect(pictures.map((picture) => picture.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    act(() => pictures[0]!.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(panel).getByRole('button', { name: 'foto-04.png' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(panel).getByRole('button', { name: 'foto-03.png' })).toHaveFocus();
    await user.keyboard(' ');
    // From the current picture: its own "Verwijder", then out of the grid.
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Verwijderen foto-03.png' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('list', { name: 'Afbeeldingen in de beeldbank' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    // A few Tabs on, at most, is the button that chooses the marked picture.
    for (
      let tab = 0;
      tab < 5 && !within(panel).getByRole('button', { name: "Kies 'foto-03.png'" }).matches(':focus');
      tab++
    ) {
      await user.tab();
    }
    expect(within(panel).getByRole('button', { name: "Kies 'foto-03.png'" })).toHaveFocus();
  });

  it('shows 15 pictures, then 10 more per "Meer laden" (focus on the first new one), until all are shown', async () => {
    // jsdom has no IntersectionObserver, as some browsers: the button alone pages.
    const user = userEvent.setup();
    const fetch = stubFetch({ [listUrl]: { text: listXml(...manyPictures(27)) } });
    renderWithProviders(<ImagePicker />);
    const panel = await openPanel(user);
    await within(panel).findByText('15 van 27 afbeeldingen getoond.');
    expect(pictureButtons(panel)).toHaveLength(15);
    const more = within(panel).getByRole('button', { name: 'Meer laden' });
    expect(more).toHaveAttribute('data-state', 'not-done');
    more.focus();
    await user.keyboard('{Enter}');
    expect(pictureButtons(panel)).toHaveLength(25);
    expect(within(panel).getByRole('status')).toHaveTextContent('25 van 27 afbeeldingen getoond.');
    // The first new picture has focus and is the grid's one tab stop now.
    expect(within(panel).getByRole('button', { name: 'foto-16.png' })).toHaveFocus();
    expect(pictureButtons(panel).filter((picture) => picture.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('button', { name: 'foto-17.png' })).toHaveFocus();
    await user.click(more);
    expect(pictureButtons(panel)).toHaveLength(27);
    expect(within(panel).getByRole('button', { name: 'foto-26.png' })).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('27 van 27 afbeeldingen getoond.');
    // Nothing more to load: the button goes, so no page ends on a control that does nothing.
    expect(within(panel).queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    // The pages come from the one list the panel asked for.
    expect(requestedUrls(fetch)).toEqual([listUrl]);
  });

  it('removes the chosen picture, and Escape closes the panel without a change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    stubFetch({ [listUrl]: { text: listXml(...manyPictures(2)) } });
    const { container } = renderWithProviders(
      <ImagePicker name="header_image" value="https://example.org/a.png" onChange={onChange} />,
    );
    await openPanel(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Afbeelding weghalen' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(hiddenValue(container)).toBe('');
    expect(screen.getByRole('button', { name: 'Afbeelding weghalen' })).toBeDisabled();
  });

  it('read mode: the pictures can be looked at, not chosen; no removing, no typing an address', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listXml(...manyPictures(2)) } });
    renderWithProviders(<ImagePicker value="https://example.org/a.png" readOnly />);
    expect(screen.getByRole('button', { name: 'Afbeelding weghalen' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Adres van de afbeelding' })).toHaveAttribute('readonly');
    const panel = await openPanel(user);
    expect(within(panel).getByText('U kunt hier alleen kijken: kiezen of weghalen kan niet.')).toBeInTheDocument();
    const pictures = await within(panel).findAllByRole('button', { name: /foto-/ });
    expect(pictures.every((picture) => (picture as HTMLButtonElement).disabled)).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Kiezen' })).toBeDisabled();
  });

  it.each([401, 403])('says "Niet bevoegd" to an editor without access (%i)', async (status) => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { status } });
    renderWithProviders(<ImagePicker />);
    const panel = await openPanel(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Niet bevoegd: u hebt geen toegang tot de beeldbank.',
    );
  });

  it('says the pictures could not be loaded when the storage fails, and when it is empty', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { status: 500 } });
    const { unmount } = renderWithProviders(<ImagePicker />);
    let panel = await openPanel(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('De afbeeldingen konden niet worden geladen.');
    unmount();
    store.dispatch(pickerApi.util.resetApiState());
    stubFetch({ [listUrl]: { text: listXml() } });
    renderWithProviders(<ImagePicker />);
    panel = await openPanel(user);
    expect(
      await within(panel).findByText(
        'Er staan nog geen afbeeldingen in de beeldbank. Begin met het uploaden van een bestand.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a storage without the pictures container ("not loaded") from no connection at all', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { status: 404 } });
    const { unmount } = renderWithProviders(<ImagePicker />);
    let panel = await openPanel(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('De afbeeldingen zijn nog niet geladen.');
    unmount();
    store.dispatch(pickerApi.util.resetApiState());
    stubFetch({
      [listUrl]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<ImagePicker />);
    panel = await openPanel(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Er is geen verbinding met de beeldbank. Controleer uw internetverbinding en probeer het opnieuw.',
    );
  });
});
