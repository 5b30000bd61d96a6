/** Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.mjs installs both packages). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The journeys run in Debian's headless shell: the same engine and pages as Chromium without the browser's own
 * window machinery, which on the 2-core CI machine took as much CPU as the pages themselves (a set of journeys
 * 4.1 → 3.0 minutes). What needs the whole browser (the install prompt) launches FULL_CHROMIUM itself.
 */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium-headless-shell',
  // Without the background-networking flags Chromium keeps dialling Google on a closed network.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
