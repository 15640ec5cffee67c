/**
 * What a journey does, in words a visitor would use, the same in every engine: Chromium and Firefox through
 * Playwright (playwright-visitor.ts), WebKit through WebDriver (webkit-visitor.ts). Elements are found by their role
 * and accessible name, as a person using a screen reader would find them.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export type Role = 'link' | 'button' | 'heading' | 'textbox' | 'checkbox' | 'radio' | 'combobox' | 'searchbox' | 'option' | 'status' | 'navigation' | 'region' | 'group' | 'list';

/** A <details> element's <summary>: a disclosure button, which accessibility trees name but Playwright's roles do not. */
export const DISCLOSURE = 'summary';

export interface Target {
  role: Role | typeof DISCLOSURE;
  /** Matched as Playwright matches names: a string anywhere in the name, case-insensitive; a RegExp as it says. */
  name: string | RegExp;
  /** Only inside the element this CSS selector names (a section, the header). */
  within?: string;
}

export interface Visitor {
  readonly engine: Engine;
  readonly width: number;
  /** Opens a page of the site (a path starting with /) or any address (about:blank), and waits for it to load. */
  goto(path: string): Promise<void>;
  /** The address in the bar: path, query and fragment. */
  location(): Promise<string>;
  click(target: Target): Promise<void>;
  /** Clicks a link that opens a new tab and returns the address the tab reached (after any redirect), then closes it. */
  clickToNewTab(target: Target, reached: RegExp): Promise<string>;
  /** Types into the field with this label (its existing text replaced), the first shown (inside `within`, a CSS selector). */
  fill(label: string | RegExp, value: string, within?: string): Promise<void>;
  /** Picks a radio button, a checkbox or a select's option by its label. */
  choose(target: Target): Promise<void>;
  select(label: string, option: string): Promise<void>;
  press(key: 'Escape' | 'Tab' | 'Enter' | 'ArrowDown'): Promise<void>;
  count(target: Target): Promise<number>;
  isVisible(target: Target): Promise<boolean>;
  /** Runs a function in the page; its argument and result travel as JSON. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Uncaught errors, console errors and policy violations the pages reported, beyond what the proxy noted. */
  pageProblems(): string[];
  close(): Promise<void>;
}

/** Waits until `check` holds, polling, and fails with `message` and the last value if it never does. */
export async function eventually<T>(check: () => Promise<T>, ok: (value: T) => boolean, message: string, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout;
  let value = await check();
  while (!ok(value)) {
    if (Date.now() > end) throw new Error(`${message} (last seen: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 100));
    value = await check();
  }
  return value;
}
