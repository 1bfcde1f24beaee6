// The system browsers the browser tests drive with puppeteer-core (scripts/browser-test.mjs and
// scripts/site-test.mjs): Debian's `chromium` and `firefox-esr`, or $CHROMIUM_PATH and $FIREFOX_PATH.
import { accessSync, constants } from 'node:fs';

/** Each browser: puppeteer's name for it, where it is, its arguments, and what to install without it. */
export const BROWSERS = {
  chromium: {
    browser: 'chrome',
    install:
      "Debian's `chromium` package (apt-get install chromium), or set $CHROMIUM_PATH to a Chromium or Chrome binary",
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
  firefox: {
    browser: 'firefox',
    install: "Debian's `firefox-esr` package (apt-get install firefox-esr), or set $FIREFOX_PATH to a Firefox binary",
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    args: [],
  },
};

/** Null when browser `name` can run, else a line saying what to install. */
export function missingBrowser(name) {
  if (!(name in BROWSERS)) return `unknown browser ${JSON.stringify(name)}: chromium or firefox`;
  const { executablePath, install } = BROWSERS[name];
  try {
    accessSync(executablePath, constants.X_OK);
    return null;
  } catch {
    return `${name}: no browser at ${executablePath}; install ${install}`;
  }
}
