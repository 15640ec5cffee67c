import { createIsbotFromList, list } from 'isbot';

/**
 * Clients isbot's maintained list lets through that are never a person: the Nikto scanner, which names itself
 * inside a browser-like 'Mozilla/5.00 (Nikto/2.1.6) (Evasions:None)', and Puppeteer-driven browsers that add their
 * driver's name to Chrome's. Added through isbot's own API (createIsbotFromList), so its maintained list still
 * updates underneath.
 */
const EXTRA_PATTERNS = ['nikto', 'puppeteer'];

const matches = createIsbotFromList([...list, ...EXTRA_PATTERNS]);

/**
 * Crawlers, link unfurlers and other automated clients, by isbot's maintained list and EXTRA_PATTERNS: crawlers get
 * the complete document before the first byte (no streaming fallbacks), and visit counting leaves them out.
 */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  if (userAgent !== last.userAgent) last = { userAgent, bot: matches(userAgent) };
  return last.bot;
}

/**
 * The last answer, kept: a request asks twice (the renderer's streaming choice, then visit counting), and isbot's
 * list is one regular expression of several hundred alternatives, run again for every string.
 */
let last = { userAgent: '', bot: false };
