// How every tool of the project starts Chromium: the end-to-end tests and the bench.

/** Debian's Chromium, never a downloaded browser (the machines have no internet). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps calling Google's hosts, which this
// machine's closed network refuses. Playwright adds the headless flag itself.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
