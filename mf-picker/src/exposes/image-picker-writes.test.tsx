import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@test/fetch-stub';
import { listUrl, listXml, newestFirst } from '../testing/blob-list';
import { renderWithProviders } from '../testing/render';
import ImagePicker from './image-picker';
import { pickerApi, store } from '../store';
import * as writes from '../features/picker/write/picker-writes';

// The picker's state on upload, delete and choosing (spec 2 §4). The writes themselves
// run against Azurite in e2e/tests/picker.spec.ts; here they answer as each test needs.
jest.mock('../features/picker/write/picker-writes', () => ({
  sniffPictureType: jest.fn(),
  uploadPicture: jest.fn(),
  preparePicture: jest.fn(),
  deletePicture: jest.fn(),
}));
const mocked = jest.mocked(writes);

/** The list's answer with these pictures, the first the newest. */
const listOf = (...names: string[]) => listXml(...newestFirst(names, 'image/png'));

/** A promise the test settles itself, to look at the picker while a write is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Afbeelding kiezen' }));
  const panel = await screen.findByRole('dialog', { name: 'Beeldbank' });
  await within(panel).findByRole('list', { name: 'Afbeeldingen in de beeldbank' });
  return panel;
};
const hidden = (container: HTMLElement) =>
  (container.querySelector('input[type="hidden"][name="image"]') as HTMLInputElement).value;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs; the upload dialog's preview uses one.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  store.dispatch(pickerApi.util.resetApiState());
  jest.clearAllMocks();
});

describe('choosing a picture makes its sized copies first', () => {
  it('shows the progress, then chooses it and closes; the key goes along', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listOf('zee.png', 'bos.png') } });
    const copies = deferred<{ ok: true; value: null }>();
    let progress: (done: number, total: number) => void = () => {};
    mocked.preparePicture.mockImplementation((_key, _picture, onProgress) => {
      progress = onProgress;
      return copies.promise;
    });
    const { container } = renderWithProviders(<ImagePicker editorKey={() => ' sleutel '} />);
    const panel = await openPanel(user);
    await user.dblClick(within(panel).getByRole('button', { name: 'bos.png' }));
    expect(mocked.preparePicture).toHaveBeenCalledWith(
      'sleutel',
      { name: 'bos.png', url: '/blobstorage/pictures/bos.png', contentType: 'image/png' },
      expect.any(Function),
    );
    act(() => progress(3, 13));
    // Beside the list's own count, which is a live region too.
    expect(
      within(panel)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Verkleinde kopieën maken: 3 van 13 klaar.');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('value', '3');
    // Nothing else can start meanwhile.
    expect(within(panel).getByRole('button', { name: 'zee.png' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Afbeelding uploaden' })).toBeDisabled();
    expect(hidden(container)).toBe('');

    await act(async () => copies.resolve({ ok: true, value: null }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hidden(container)).toBe(`${window.location.origin}/blobstorage/pictures/bos.png`);
  });

  it.each([
    ['not-authorized', 'Niet bevoegd: u hebt geen toegang tot de beeldbank.'],
    ['connection', 'Er is geen verbinding met de beeldbank. Controleer uw internetverbinding en probeer het opnieuw.'],
    ['failed', 'De verkleinde kopieën konden niet worden gemaakt, dus de afbeelding is niet gekozen.'],
  ] as const)(
    'when they cannot be made (%s), says so and keeps the panel open, nothing chosen',
    async (failure, text) => {
      const user = userEvent.setup();
      stubFetch({ [listUrl]: { text: listOf('zee.png') } });
      mocked.preparePicture.mockResolvedValue({ ok: false, failure });
      const onChange = jest.fn();
      const { container } = renderWithProviders(<ImagePicker onChange={onChange} />);
      const panel = await openPanel(user);
      await user.click(within(panel).getByRole('button', { name: 'zee.png' }));
      await user.click(within(panel).getByRole('button', { name: "Kies 'zee.png'" }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent(text);
      expect(within(panel).getByRole('button', { name: 'zee.png' })).toHaveAttribute('aria-pressed', 'true');
      expect(hidden(container)).toBe('');
      expect(onChange).not.toHaveBeenCalled();
    },
  );
});

describe('upload', () => {
  it('checks the file, shows it, uploads it with the key, then lists it first and marked', async () => {
    const user = userEvent.setup();
    let list = listOf('zee.png');
    const fetch = stubFetch({ [listUrl]: () => ({ text: list }) });
    mocked.sniffPictureType.mockResolvedValue('image/png');
    const upload = deferred<{ ok: true; value: string }>();
    mocked.uploadPicture.mockReturnValue(upload.promise);
    renderWithProviders(<ImagePicker editorKey="sleutel" />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Afbeelding uploaden' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    const submit = within(dialog).getByRole('button', { name: 'Uploaden' });
    expect(submit).toBeDisabled();

    const file = png('Mijn tuin.png');
    await user.upload(within(dialog).getByLabelText('Afbeelding op uw computer'), file);
    expect(await within(dialog).findByRole('img', { name: 'Voorbeeld van Mijn tuin.png' })).toBeInTheDocument();
    expect(mocked.sniffPictureType).toHaveBeenCalledWith(file);
    await user.click(submit);
    expect(mocked.uploadPicture).toHaveBeenCalledWith('sleutel', file, 'image/png', expect.any(Function));
    expect(within(dialog).getByRole('button', { name: 'Bezig met uploaden…' })).toBeDisabled();

    list = listOf('Mijn tuin.png', 'zee.png');
    await act(async () => upload.resolve({ ok: true, value: 'Mijn tuin.png' }));
    expect(screen.queryByRole('dialog', { name: 'Afbeelding uploaden' })).not.toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Mijn tuin.png' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetch.mock.calls.filter(([url]) => url === listUrl)).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: "Kies 'Mijn tuin.png'" })).toBeEnabled();

    // The form starts empty the next time.
    await user.click(within(panel).getByRole('button', { name: 'Afbeelding uploaden' }));
    const again = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    expect(within(again).queryByRole('img')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Uploaden' })).toBeDisabled();
  });

  it('refuses a file that is no picture by its content, whatever its name says', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listOf('zee.png') } });
    mocked.sniffPictureType.mockResolvedValue(null);
    renderWithProviders(<ImagePicker />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Afbeelding uploaden' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    await user.upload(within(dialog).getByLabelText('Afbeelding op uw computer'), png('factuur.png'));
    const field = within(dialog).getByLabelText('Afbeelding op uw computer');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Fout: Dit bestand is geen afbeelding. Kies een JPG-, PNG-, GIF- of WebP-bestand.',
    );
    expect(field).toHaveAccessibleDescription(/Dit bestand is geen afbeelding/);
    expect(within(dialog).getByRole('button', { name: 'Uploaden' })).toBeDisabled();
    expect(mocked.uploadPicture).not.toHaveBeenCalled();
  });

  it.each([
    ['not-authorized', 'Niet bevoegd: u hebt geen toegang tot de beeldbank.'],
    ['failed', 'Het uploaden is niet gelukt. Probeer het opnieuw.'],
  ] as const)('a refused upload (%s) closes the dialog, and the panel says why', async (failure, text) => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listOf('zee.png') } });
    mocked.sniffPictureType.mockResolvedValue('image/png');
    mocked.uploadPicture.mockResolvedValue({ ok: false, failure });
    renderWithProviders(<ImagePicker />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Afbeelding uploaden' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    await user.upload(within(dialog).getByLabelText('Afbeelding op uw computer'), png('a.png'));
    await user.click(await within(dialog).findByRole('button', { name: 'Uploaden' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('dialog', { name: 'Afbeelding uploaden' })).not.toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(['zee.png']);
  });
});

describe('delete', () => {
  it('asks first; "Nee" keeps everything as it was, the mark included', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listOf('zee.png', 'bos.png') } });
    renderWithProviders(<ImagePicker />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'bos.png' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen zee.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen' });
    expect(dialog).toHaveTextContent("Weet u zeker dat u 'zee.png' wilt verwijderen?");
    await user.click(within(dialog).getByRole('button', { name: 'Nee, bewaren' }));
    expect(screen.queryByRole('dialog', { name: 'Afbeelding verwijderen' })).not.toBeInTheDocument();
    expect(mocked.deletePicture).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'bos.png' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'Verwijderen zee.png' })).toHaveFocus();
  });

  it('deletes the chosen picture: the field lets go of it and the list no longer has it', async () => {
    const user = userEvent.setup();
    let list = listOf('zee.png', 'bos.png');
    stubFetch({ [listUrl]: () => ({ text: list }) });
    mocked.deletePicture.mockImplementation(async () => {
      list = listOf('bos.png');
      return { ok: true, value: null };
    });
    const onChange = jest.fn();
    const { container } = renderWithProviders(
      <ImagePicker
        editorKey="sleutel"
        value={`${window.location.origin}/blobstorage/pictures/zee.png`}
        onChange={onChange}
      />,
    );
    const panel = await openPanel(user);
    expect(within(panel).getByRole('button', { name: 'zee.png' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen zee.png' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Afbeelding verwijderen' })).getByRole('button', {
        name: 'Ja, verwijderen',
      }),
    );
    expect(mocked.deletePicture).toHaveBeenCalledWith('sleutel', {
      name: 'zee.png',
      url: '/blobstorage/pictures/zee.png',
      contentType: 'image/png',
    });
    expect(screen.queryByRole('dialog', { name: 'Afbeelding verwijderen' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(null);
    expect(hidden(container)).toBe('');
    await within(panel).findByText('1 van 1 afbeeldingen getoond.');
    expect(within(panel).queryByRole('button', { name: 'zee.png' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Kiezen' })).toBeDisabled();
    expect(within(panel).getByRole('heading', { name: 'Beeldbank' })).toHaveFocus();
  });

  it('a failed delete says so and leaves the picture, its mark and the field as they were', async () => {
    const user = userEvent.setup();
    stubFetch({ [listUrl]: { text: listOf('zee.png', 'bos.png') } });
    mocked.deletePicture.mockResolvedValue({ ok: false, failure: 'failed' });
    const value = `${window.location.origin}/blobstorage/pictures/zee.png`;
    const { container } = renderWithProviders(<ImagePicker value={value} />);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen zee.png' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Afbeelding verwijderen' })).getByRole('button', {
        name: 'Ja, verwijderen',
      }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Het verwijderen is niet gelukt. De afbeelding staat er nog.',
    );
    expect(within(panel).getByRole('button', { name: 'zee.png' })).toHaveAttribute('aria-pressed', 'true');
    expect(hidden(container)).toBe(value);
  });
});

it('read mode offers no upload and no delete', async () => {
  const user = userEvent.setup();
  stubFetch({ [listUrl]: { text: listOf('zee.png') } });
  renderWithProviders(<ImagePicker readOnly />);
  const panel = await openPanel(user);
  expect(within(panel).queryByRole('button', { name: 'Afbeelding uploaden' })).not.toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: /^Verwijderen/ })).not.toBeInTheDocument();
});
