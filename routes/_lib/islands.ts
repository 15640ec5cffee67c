/**
 * The contract between the server's <Island> wrapper and the client loader (client/entry.ts).
 * Both import these names, so the two halves cannot drift (docs/architecture.md#islands).
 */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-props';
export const ISLAND_HYDRATE_ATTR = 'data-hydrate';

/**
 * load: as soon as the loader runs; idle: requestIdleCallback; visible: when scrolled near;
 * interaction: on the first pointer, focus or key event inside the island (the markup works before that);
 * input: on the first click or tap, key press or focus inside the island, what the visitor does to it rather than
 * passing over it: a hover or a touch (which may be a scroll) only fetches its code. For an island whose start
 * changes what the visitor sees (the questionnaires become steppers), so that it never changes under a passing pointer.
 * focus: on the first focus inside the island and nothing else, not even a hover: the search field, whose code a page
 * never downloads unless the visitor goes to type.
 */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction' | 'input' | 'focus';

/**
 * An island's name is its module's file name under client/islands/, which the loader finds by itself
 * (import.meta.glob in client/entry.ts): a new island is that file and its <Island name> use, nothing else.
 * tests/unit/islands.test.ts holds the two halves together.
 */
export type IslandName = string;

/** Elements whose text the currency switch rewrites in place (server-rendered prices outside React islands). */
export const PRICE_ATTR = { GBP: 'data-gbp', USD: 'data-usd' } as const;
export const CURRENCY_EVENT = 'sidekick:currency';
export const GEO_STORAGE_KEY = 'es-geo';

/** Timings and limits shared by the islands. */
export const TIMINGS = { badgeRotationMs: 3000, roiScrollDelayMs: 100, mobileBreakpointPx: 768 } as const;

/** On a row of cards that scrolls sideways on phones and holds no link (routes/_layout/ui.tsx SCROLL_ROW_PROPS). */
export const SCROLL_ROW_ATTR = 'data-scroll-row';
