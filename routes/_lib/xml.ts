/**
 * Characters XML 1.0 does not allow (its Char production): C0 controls other than tab, newline and carriage return,
 * U+FFFE, U+FFFF and unpaired surrogates. One of them makes a whole document unreadable to a strict parser (a feed
 * reader drops the feed), so the post validator refuses them (routes/manage/validate.ts) and escapeXml drops any
 * that reached the database some other way.
 */
export const XML_INVALID = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|\p{Cs}/u;
const XML_INVALID_ALL = new RegExp(XML_INVALID.source, 'gu');

/** Text for every XML document the worker writes (sitemaps, the feed): the five entities, and no character XML forbids. */
export const escapeXml = (s: string) =>
  s.replace(XML_INVALID_ALL, '').replace(/[<>&'"]/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`);
