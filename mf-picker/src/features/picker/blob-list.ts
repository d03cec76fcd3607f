import { failed, result, type AsyncResult } from '@alz/shared';
import { discarded } from '@alz/shared/api/api-client';

export interface PictureItem {
  /** The file name doubles as alt text (spec 2 §3, "Picture/blob item"). */
  alt: string;
  url: string;
  createdDate: string;
  /** The stored type: the sized copies' type and names follow it. */
  contentType: string;
}

export const pictureContainer = 'pictures';

// An unreadable date sorts as oldest, so the order stays consistent.
const createdAt = (item: PictureItem) => Date.parse(item.createdDate) || 0;

/** Reads the Azure Blob "List Blobs" XML; newest first (spec 2 §7). */
export function toPictureItems(xml: string, baseUrl: string): PictureItem[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return Array.from(doc.getElementsByTagName('Blob'))
    .map((blob) => {
      const name = blob.getElementsByTagName('Name')[0]?.textContent ?? '';
      const created = blob.getElementsByTagName('Creation-Time')[0]?.textContent ?? '';
      const contentType = blob.getElementsByTagName('Content-Type')[0]?.textContent ?? '';
      return { alt: name, url: `${baseUrl}/${encodeURIComponent(name)}`, createdDate: created, contentType };
    })
    .filter((item) => item.alt !== '')
    .sort((a, b) => createdAt(b) - createdAt(a) || a.alt.localeCompare(b.alt));
}

/**
 * Lists the pictures container through the same-origin `/blobstorage/` proxy; with `prefix`,
 * only the names that start with it.
 */
export async function listPictures(signal?: AbortSignal, prefix = ''): Promise<AsyncResult<PictureItem[]>> {
  const baseUrl = `/blobstorage/${pictureContainer}`;
  const filter = prefix ? `&prefix=${encodeURIComponent(prefix)}` : '';
  try {
    const response = await fetch(`${baseUrl}?restype=container&comp=list${filter}`, { signal });
    if (response.status === 401 || response.status === 403) return discarded(response, failed(401));
    // No container yet: storage was never filled, which the panel tells apart ("not loaded").
    if (response.status === 404) return discarded(response, failed(404));
    // spec 2 §8: a blob list failure is failed 500.
    if (!response.ok) return discarded(response, failed(500));
    return result(toPictureItems(await response.text(), baseUrl));
  } catch (error) {
    // fetch itself failed: no connection (a cancelled request is not shown to anyone).
    return failed(503, error);
  }
}
