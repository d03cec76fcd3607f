/**
 * Leaves the app for another site, replacing the current history entry so Back does not return
 * to the old address that only redirects again. Its own module so tests can stub it: jsdom's
 * window.location cannot be changed.
 */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
