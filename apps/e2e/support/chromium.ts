/** Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.mjs installs it). */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
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
