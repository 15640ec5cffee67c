import { sitemapRoutes } from '../routes/sitemap-data';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`);

export interface SitemapExtra {
  path: string;
  lastmod?: string;
}

/** sitemaps.org XML: every served public route, plus any extra (published blog posts). */
export function sitemapXml(origin: string, extra: SitemapExtra[] = []): string {
  const urls = [...sitemapRoutes().map((r) => ({ path: r.path, lastmod: undefined as string | undefined })), ...extra];
  const body = urls
    .map((u) => `  <url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /blog/manage', 'Disallow: /auth', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
