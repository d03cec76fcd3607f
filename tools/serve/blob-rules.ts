import type http from 'node:http';
import { isPictureType } from '@alz/shared/media/picture-types';

// The public `/blobstorage/` path (ARCHITECTURE.md, "Security"): blob storage is written only by
// the api or with the SAS tokens it issues to editors, never through the site. Through the site a
// visitor may read blobs of the public containers and list the editors' pictures (the picker does),
// nothing else: no other method, no credentials, no SAS, no private container, no account calls.

/** `pictures` and its per-brand siblings, and the seeded content images. */
export const PUBLIC_CONTAINER = /^(pictures[a-z0-9-]*|content)$/;
const LISTABLE_CONTAINER = /^pictures[a-z0-9-]*$/;

/** The only query a listing may carry, besides paging through it (the picker's List Blobs call). */
const LIST_QUERY = { restype: 'container', comp: 'list' };
const LIST_PAGING = ['prefix', 'marker', 'maxresults'];

/** Request headers a blob read may pass on; everything else (Authorization, x-ms-*, cookies) stays here. */
const passedRequestHeaders = [
  'accept',
  'accept-encoding',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'range',
];

export type BlobDecision = { upstreamPath: string; list: boolean } | { refuse: 400 | 404 | 405 };

// Blob storage answers 500 to a listing whose prefix or marker holds a control character.
const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * What a request for `/blobstorage<rest>` may ask of blob storage. `rest` is the raw path and
 * query after the prefix; the path asked upstream is rebuilt from checked, re-encoded segments.
 */
export function decideBlobRequest(method: string | undefined, rest: string): BlobDecision {
  if (method !== 'GET' && method !== 'HEAD') return { refuse: 405 };
  const queryAt = rest.indexOf('?');
  const rawPath = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : rest.slice(queryAt + 1));

  let segments: string[];
  try {
    segments = rawPath.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return { refuse: 404 };
  }
  if (segments[segments.length - 1] === '' && segments.length === 2) segments.pop(); // `/pictures/`
  // An empty, dot or slash-carrying segment could step into another container upstream.
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[/\\]/.test(s))) return { refuse: 404 };
  const [container, ...name] = segments;
  if (!container || !PUBLIC_CONTAINER.test(container)) return { refuse: 404 };
  const encoded = `/${segments.map(encodeURIComponent).join('/')}`;

  // A blob: its query (SAS, snapshot, comp=metadata, …) is never passed on.
  if (name.length > 0) return { upstreamPath: encoded, list: false };

  const keys = [...query.keys()];
  const isList =
    LISTABLE_CONTAINER.test(container) &&
    Object.entries(LIST_QUERY).every(([key, value]) => query.getAll(key).length === 1 && query.get(key) === value) &&
    keys.every((key) => key in LIST_QUERY || LIST_PAGING.includes(key)) &&
    new Set(keys).size === keys.length;
  if (!isList) return { refuse: 404 };
  const passed = new URLSearchParams(LIST_QUERY);
  for (const key of LIST_PAGING) {
    const value = query.get(key);
    if (value === null) continue;
    if (hasControl(value) || value.length > 1024) return { refuse: 400 };
    if (key === 'maxresults' && !/^[1-9]\d{0,3}$/.test(value)) return { refuse: 400 };
    passed.set(key, value);
  }
  return { upstreamPath: `${encoded}?${passed.toString()}`, list: true };
}

export function blobRequestHeaders(incoming: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = {};
  for (const name of passedRequestHeaders) {
    const value = incoming[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * How a blob of this stored type is served from the site's origin: the picker's four types
 * inline; SVG (the seeded scenes and icons) only as a download when opened, which an <img> does
 * not mind; anything else, whoever wrote it (a token accepts any file), not at all. With
 * nosniff, no browser then runs a blob as a script or a page of the site.
 */
export function blobServing(contentType: string | undefined): 'inline' | 'download' | 'refuse' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (isPictureType(type)) return 'inline';
  return type === 'image/svg+xml' ? 'download' : 'refuse';
}

/** Blob storage's own answer headers minus its x-ms-* ones (metadata, lease and account details). */
export function blobAnswerHeaders(upstream: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || name.startsWith('x-ms-') || name === 'set-cookie') continue;
    if (name.startsWith('access-control-')) continue;
    headers[name] = value;
  }
  return headers;
}
