/**
 * What the page notes (client/notes.ts) and the worker that takes them (routes/analytics/notes.ts) agree on.
 * The path is an ordinary one of the site's own: no tracker's name that a blocklist would match.
 */
export const NOTES_PATH = '/api/page-notes';
/**
 * On <body> of a page that is not one of the site's pages to the counting (the 404 and error pages, the operator's
 * screens, a form's no-JavaScript answer): the browser sends no page notes from it, since the worker would refuse them.
 */
export const UNMEASURED_ATTR = 'data-unmeasured';

/** The largest note the worker reads; anything longer is refused with 413. */
export const NOTES_MAX_BYTES = 1024;

/**
 * view: a prerendered or prefetched page the visitor was actually shown (the edge never counts the speculative
 * request itself); cta: a click on the booking calendar, a checkout link or the footer's copy-email button;
 * vitals: the page's Core Web Vitals, sent once as the page is hidden.
 */
export const NOTE_EVENTS = ['view', 'cta', 'vitals'] as const;
export type NoteEvent = (typeof NOTE_EVENTS)[number];

/** Conversions the browser alone sees. The server counts form submissions and assessment completions itself. */
export const CLICK_KINDS = ['booking', 'checkout', 'copy_email'] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export const VITALS = ['LCP', 'INP', 'CLS'] as const;
export type Vital = (typeof VITALS)[number];

/** Bounds a note's free text must keep to: a button's words and the place on the page it sits. */
export const NOTE_LIMITS = { label: 60, place: 40, query: 400, referrer: 400 } as const;
