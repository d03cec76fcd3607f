import { toPictureItems } from './blob-list';

const blob = (name: string | null, created: string, type = 'image/jpeg') =>
  `<Blob>${name === null ? '' : `<Name>${name}</Name>`}<Properties><Creation-Time>${created}</Creation-Time><Content-Type>${type}</Content-Type></Properties></Blob>`;

const listXml = (...blobs: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?><EnumerationResults ContainerName="pictures"><Blobs>${blobs.join('')}</Blobs><NextMarker /></EnumerationResults>`;

describe('toPictureItems', () => {
  it('reads the blob list, newest first, with url-encoded names', () => {
    const xml = listXml(
      blob('oud.jpg', 'Mon, 01 Jan 2024 10:00:00 GMT'),
      blob('nieuw café.png', 'Wed, 05 Mar 2025 08:30:00 GMT', 'image/png'),
      blob('midden&amp;co.jpg', 'Fri, 01 Nov 2024 12:00:00 GMT'),
    );
    expect(toPictureItems(xml, '/blobstorage/pictures')).toEqual([
      {
        alt: 'nieuw café.png',
        url: '/blobstorage/pictures/nieuw%20caf%C3%A9.png',
        createdDate: 'Wed, 05 Mar 2025 08:30:00 GMT',
        contentType: 'image/png',
      },
      {
        alt: 'midden&co.jpg',
        url: '/blobstorage/pictures/midden%26co.jpg',
        createdDate: 'Fri, 01 Nov 2024 12:00:00 GMT',
        contentType: 'image/jpeg',
      },
      {
        alt: 'oud.jpg',
        url: '/blobstorage/pictures/oud.jpg',
        createdDate: 'Mon, 01 Jan 2024 10:00:00 GMT',
        contentType: 'image/jpeg',
      },
    ]);
  });

  it('ignores blobs without a name', () => {
    const xml = listXml(
      blob(null, 'Mon, 01 Jan 2024 10:00:00 GMT'),
      blob('', 'Mon, 01 Jan 2024 10:00:00 GMT'),
      blob('a.jpg', ''),
    );
    expect(toPictureItems(xml, '/b').map((item) => item.alt)).toEqual(['a.jpg']);
  });

  it('returns no items for an empty container', () => {
    expect(toPictureItems(listXml(), '/b')).toEqual([]);
  });
});
