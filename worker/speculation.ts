/**
 * Speculation rules, sent as a header (an inline <script type="speculationrules"> would need a CSP hash):
 * same-site page links are prerendered when the visitor is about to follow them (hover or touch start).
 * Forms, the API, the currency switch and the operator's pages are never speculated.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/go/*', '/currency*', '/auth*', '/blog/manage*', '/uk', '/us', '/*\\?*'] } },
          { not: { selector_matches: '[rel~=nofollow], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
