import type { Visitor } from './visitor';

export interface Landing {
  /** How far below the sticky header's lower edge the target's top is. */
  gap: number;
  /** The page is scrolled as far as it goes: a target near its end cannot come up to the header. */
  atEnd: boolean;
  /** How far the visitor scrolled back up (1,800 px, or less when nearer the top than that) and how far the target moved. */
  scrolledUp: number;
  moved: number;
}

/**
 * Where a jump to #id has put its target once the page has stopped scrolling (the site scrolls smoothly), and how far
 * the target then moves when the visitor scrolls 1,800 px back up: exactly as far, unless something above it changed
 * size on the way.
 */
export function landing(visitor: Visitor, id: string): Promise<Landing> {
  return visitor.evaluate(async (targetId) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const settle = async () => {
      let last = -1;
      for (let still = 0; still < 4; ) {
        await new Promise((r) => setTimeout(r, 100));
        if (Math.abs(scrollY - last) < 0.5) still++;
        else [still, last] = [0, scrollY];
      }
      await frame();
    };
    await settle();
    const target = document.getElementById(targetId);
    if (!target) throw new Error(`No element with the id ${targetId} on ${location.pathname}`);
    const header = document.querySelector('body > header, header')!;
    const top = target.getBoundingClientRect().top;
    const gap = top - header.getBoundingClientRect().bottom;
    const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    const scrolledUp = Math.min(1800, scrollY);
    scrollBy({ top: -1800, behavior: 'instant' });
    await settle();
    await new Promise((r) => setTimeout(r, 300));
    await frame();
    return { gap, atEnd, scrolledUp, moved: target.getBoundingClientRect().top - top };
  }, id);
}

/** The fragment links on the page now shown: the ids they point at on this same page, once each. */
export function inPageTargets(visitor: Visitor): Promise<string[]> {
  return visitor.evaluate(() => {
    const ids = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
      .filter((a) => a.pathname === location.pathname && a.hash.length > 1)
      .map((a) => decodeURIComponent(a.hash.slice(1)));
    return [...new Set(ids)];
  });
}
