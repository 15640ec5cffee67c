import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, globSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { findByRole, nameArgs } from './find-by-role';
import type { Role, Target, Visitor } from './visitor';

/**
 * WebKit, Safari's engine, as Debian ships it: WebKitGTK's MiniBrowser driven by WebKitWebDriver over classic WebDriver
 * (WebDriverIO with BiDi switched off: this WebKitWebDriver refuses a session that asks for it), in a virtual X
 * display. Playwright's own WebKit cannot be downloaded here. One driver per test worker; one browser session per
 * journey, so no cookie or stored value passes from one journey to the next.
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface WebKitDriver {
  port: number;
  stop(): Promise<void>;
}

export async function startWebKitDriver(): Promise<WebKitDriver> {
  const config = path.join(tmpdir(), `journeys-gtk-${process.pid}`);
  mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const child: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 2600x1700x24', 'WebKitWebDriver', `--port=${port}`], {
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
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

type Browser = Awaited<ReturnType<typeof remote>>;

export async function webkitVisitor(driver: WebKitDriver, width: number, height: number, origin: string): Promise<Visitor> {
  const browser: Browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'error',
    connectionRetryTimeout: 60_000,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(width, height + CHROME_HEIGHT);

  const elements = async ({ role, name, within }: Target) => {
    const [source, flags] = nameArgs(name);
    const found = (await browser.execute(findByRole, role, source, flags, false, within ?? null)) as unknown as WebdriverIO.Element[];
    return Promise.all(found.map((ref) => browser.$(ref as never).getElement()));
  };
  /**
   * The first match, brought to the middle of the window first: WebDriver scrolls an element only until its edge is in
   * view, where a card in a row that snaps sideways is snapped back out before the click lands.
   */
  const one = async (target: Target) => {
    const deadline = Date.now() + 7_000;
    for (;;) {
      const [first] = await elements(target);
      if (first) {
        await browser.execute((el) => {
          (el as HTMLElement).scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          return new Promise((r) => setTimeout(r, 150));
        }, first as never);
        return first;
      }
      if (Date.now() > deadline) throw new Error(`No ${target.role} named ${String(target.name)} is shown on ${await browser.getUrl()}`);
      await browser.pause(100);
    }
  };
  const labelled = (label: string | RegExp, within?: string) =>
    one({ role: 'field' as Role, within, name: typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : label });

  return {
    engine: 'webkit',
    width,
    async goto(p) {
      await browser.url(p.startsWith('/') ? origin + p : p);
    },
    async location() {
      const url = new URL(await browser.getUrl());
      return url.pathname + url.search + url.hash;
    },
    async click(target) {
      await (await one(target)).click();
    },
    async clickToNewTab(target, reached) {
      const opener = await browser.getWindowHandle();
      await (await one(target)).click();
      let tab: string | undefined;
      const end = Date.now() + 10_000;
      while (!tab && Date.now() < end) {
        tab = (await browser.getWindowHandles()).find((h) => h !== opener);
        if (!tab) await browser.pause(100);
      }
      if (!tab) throw new Error(`${String(target.name)} opened no new tab`);
      await browser.switchToWindow(tab);
      let url = await browser.getUrl();
      while (!reached.test(url) && Date.now() < end) {
        await browser.pause(100);
        url = await browser.getUrl();
      }
      await browser.closeWindow();
      await browser.switchToWindow(opener);
      return url;
    },
    async fill(label, value, within) {
      const field = await labelled(label, within);
      // WebKit's date field takes typed keys as day, month and year in the locale's order; a person uses its picker.
      const picked = await browser.execute(
        (el, v) => {
          const input = el as HTMLInputElement;
          if (!/^(date|time|datetime-local|month)$/.test(input.type)) return false;
          input.value = String(v);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        },
        field as never,
        value as never,
      );
      if (picked) return;
      await field.clearValue();
      await field.setValue(value);
    },
    async choose(target) {
      const input = await one(target);
      // A radio drawn as a card is visually hidden (a 1 px box); a person clicks its label.
      const { width, height } = (await browser.execute((el) => (el as HTMLElement).getBoundingClientRect().toJSON(), input as never)) as DOMRect;
      if (width > 2 && height > 2) await input.click();
      else {
        const label = await input.$('./ancestor::label[1]');
        if (await label.isExisting()) await label.click();
        else await browser.execute((el) => (el as HTMLInputElement).labels?.[0]?.click(), input as never);
      }
    },
    async select(label, option) {
      await (await labelled(label)).selectByVisibleText(option);
    },
    async press(key) {
      await browser.keys([key]);
    },
    count: async (target) => (await elements(target)).length,
    isVisible: async (target) => (await elements(target)).length > 0,
    async evaluate(fn, arg) {
      // Sent as source, since the page's policy forbids building a function from text inside it; an async function is
      // awaited through executeAsync's callback.
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`;
      const result = (await browser.executeAsync(script, arg)) as { value?: unknown; error?: string };
      if (result.error) throw new Error(`In the page: ${result.error}`);
      return result.value as never;
    },
    pageProblems: () => [],
    close: () => browser.deleteSession(),
  };
}
