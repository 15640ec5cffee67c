import { findByRole, nameArgs } from './find-by-role';
import type { Role, Target, Visitor } from './visitor';
import { webkitSession, type WebKitDriver } from './webkit-driver.mjs';

export { startWebKitDriver, webkitAvailable, type WebKitDriver } from './webkit-driver.mjs';

type Browser = Awaited<ReturnType<typeof webkitSession>>;

export async function webkitVisitor(driver: WebKitDriver, width: number, height: number, origin: string): Promise<Visitor> {
  const browser: Browser = await webkitSession(driver, width, height);

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
