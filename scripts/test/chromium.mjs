// Debian's Chromium, as every browser script and the browser suite start it. No tool here downloads
// a browser of its own; set CHROMIUM_PATH to use another binary.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless as root, with nothing that phones home: this machine's network is closed, and background
// requests would only be refused (and would count as traffic leaving the site's origin).
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
