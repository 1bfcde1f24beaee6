// `npm run test:browser` (scripts/browser-test.mjs) on a machine without the browsers: it names the
// package to install or the variable to set, and exits 1 without a stack trace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const script = join(__dirname, '..', 'scripts', 'browser-test.mjs');
const run = (args: string[]) =>
  spawnSync('node', [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', FIREFOX_PATH: '/nonexistent/firefox' },
  });

describe('npm run test:browser without a browser', () => {
  test('names both packages, exits 1, prints no stack trace', () => {
    const { status, stdout, stderr } = run([]);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      "test:browser: chromium: no browser at /nonexistent/chromium; install Debian's `chromium` package " +
        '(apt-get install chromium), or set $CHROMIUM_PATH to a Chromium or Chrome binary',
      "test:browser: firefox: no browser at /nonexistent/firefox; install Debian's `firefox-esr` package " +
        '(apt-get install firefox-esr), or set $FIREFOX_PATH to a Firefox binary',
    ]);
  });
  test('names only the browser asked for', () => {
    const { status, stderr } = run(['firefox']);
    expect(status).toBe(1);
    expect(stderr).toContain('firefox-esr');
    expect(stderr).not.toContain('chromium');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
