import { spawn } from 'node:child_process';
import { existsSync, globSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';

/**
 * WebKit, Safari's engine, as Debian ships it: WebKitGTK's MiniBrowser driven by WebKitWebDriver over classic
 * WebDriver (WebdriverIO with BiDi switched off: this WebKitWebDriver refuses a session that asks for it), in a virtual
 * X display. Playwright's own WebKit cannot be downloaded here. Used by the journeys (webkit-visitor.ts) and by
 * `npm run screenshots`.
 */
export const MINIBROWSER = globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0];
export const webkitAvailable = () => !!MINIBROWSER && existsSync('/usr/bin/WebKitWebDriver') && existsSync('/usr/bin/xvfb-run');

/**
 * MiniBrowser's toolbar sets its window's smallest width (about 450 px); a GTK style sheet that shrinks every widget
 * of the browser's own interface lets the page be 320 or 390 px wide, as on a phone. It styles the browser's window
 * only, never the page.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }';
/** The toolbar's height after that style sheet, added to the window so the page gets the height asked for. */
const CHROME_HEIGHT = 20;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts WebKitWebDriver in its own virtual display; `stop` ends both. */
export async function startWebKitDriver() {
  const config = path.join(tmpdir(), `webkit-gtk-${process.pid}`);
  mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 2600x1700x24', 'WebKitWebDriver', `--port=${port}`], {
    env: { ...process.env, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
    detached: true,
  });
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/** A new browser session (its own cookies and storage) whose page is `width` × `height`. */
export async function webkitSession(driver, width, height) {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'error',
    connectionRetryTimeout: 60_000,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  });
  await browser.setWindowSize(width, height + CHROME_HEIGHT);
  return browser;
}
