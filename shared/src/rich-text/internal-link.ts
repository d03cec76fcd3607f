// Paths served as files, not as pages of the app: a click on them must reach the server.
const FILE_PATH = /^\/(blobstorage|api|sites)\/|\.[a-z0-9]{2,5}$/i;

/**
 * The in-app address a click on this link should go to, or null when the browser should
 * handle it: other sites, files, new tabs and modifier-clicks (open in new tab/window).
 */
export function internalTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || FILE_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
