/**
 * What the search field's island (client/islands/search-box.ts) says to screen readers as suggestions arrive: shared
 * with the browser, which imports it, so the page need not carry it. British English; {n} is how many.
 */
export const SEARCH_LIVE = {
  none: 'No suggestions. Press Enter to search everything.',
  one: 'One suggestion. Use the down arrow to reach it.',
  many: '{n} suggestions. Use the up and down arrows to choose one.',
  failed: 'Suggestions are not available just now. Press Enter to search.',
} as const;
