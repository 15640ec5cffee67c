/** The five XML entities: every XML document the worker writes (sitemaps, the feed). */
export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`);
