/** The picker's list call: the `pictures` container's blobs (spec 2 §7). */
export const listUrl = '/blobstorage/pictures?restype=container&comp=list';

/** A blob of the list: its name, its creation time and, if the test needs one, its type. */
export type ListedBlob = [name: string, created: string, contentType?: string];

/** Blob storage's answer to the list call, with these blobs. */
export const listXml = (...blobs: ListedBlob[]) =>
  `<?xml version="1.0" encoding="utf-8"?><EnumerationResults><Blobs>${blobs
    .map(
      ([name, created, contentType]) =>
        `<Blob><Name>${name}</Name><Properties><Creation-Time>${created}</Creation-Time>${
          contentType ? `<Content-Type>${contentType}</Content-Type>` : ''
        }</Properties></Blob>`,
    )
    .join('')}</Blobs></EnumerationResults>`;

/** Pictures by name, the first the newest: one day apart, back from 31 January 2026. */
export const newestFirst = (names: string[], contentType?: string): ListedBlob[] =>
  names.map((name, index) => [name, new Date(Date.UTC(2026, 0, 31 - index)).toUTCString(), contentType]);

/** `count` pictures, foto-01.png the newest. */
export const manyPictures = (count: number, contentType?: string): ListedBlob[] =>
  newestFirst(
    Array.from({ length: count }, (_, index) => `foto-${String(index + 1).padStart(2, '0')}.png`),
    contentType,
  );
