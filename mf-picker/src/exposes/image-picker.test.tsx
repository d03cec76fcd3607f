import { screen, within } from '@testing-library/react';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import ImagePicker from './image-picker';
import { pickerApi, store } from '../store';

const listUrl = '/blobstorage/pictures?restype=container&comp=list';

const listXml = (...blobs: [string, string][]) =>
  `<?xml version="1.0" encoding="utf-8"?><EnumerationResults><Blobs>${blobs
    .map(
      ([name, created]) =>
        `<Blob><Name>${name}</Name><Properties><Creation-Time>${created}</Creation-Time></Properties></Blob>`,
    )
    .join('')}</Blobs></EnumerationResults>`;

describe('ImagePicker', () => {
  // The exposed module uses the remote's one store, as on a page; each test starts it empty.
  beforeEach(() => store.dispatch(pickerApi.util.resetApiState()));

  it('lists the pictures, newest first, each with its file name', async () => {
    const fetch = stubFetch({
      [listUrl]: {
        text: listXml(
          ['wandeling.jpg', 'Mon, 01 Jan 2024 10:00:00 GMT'],
          ['alzheimer café.png', 'Wed, 05 Mar 2025 08:30:00 GMT'],
        ),
      },
    });
    renderWithProviders(<ImagePicker />);
    expect(screen.getByRole('heading', { level: 1, name: 'Beeldbank' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Afbeeldingen laden…');
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['alzheimer café.png', 'wandeling.jpg']);
    // The images are decorative (alt=""): the caption names them, so query the img element itself.
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/blobstorage/pictures/alzheimer%20caf%C3%A9.png');
    expect(requestedUrls(fetch)).toEqual([listUrl]);
  });

  it.each([401, 403])('tells an editor without access so (%i)', async (status) => {
    stubFetch({ [listUrl]: { status } });
    renderWithProviders(<ImagePicker />);
    expect(await screen.findByRole('alert')).toHaveTextContent('U hebt geen toegang tot de beeldbank.');
  });

  it('says the pictures could not be loaded when the storage fails', async () => {
    stubFetch({ [listUrl]: { status: 500 } });
    renderWithProviders(<ImagePicker />);
    expect(await screen.findByRole('alert')).toHaveTextContent('De afbeeldingen konden niet worden geladen.');
  });

  it('says the picture bank is empty for an empty container', async () => {
    stubFetch({ [listUrl]: { text: listXml() } });
    renderWithProviders(<ImagePicker />);
    expect(
      await screen.findByText(
        'Er staan nog geen afbeeldingen in de beeldbank. Begin met het uploaden van een bestand.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
