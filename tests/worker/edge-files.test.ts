import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes/table';
import { fetchPath, ORIGIN } from './helpers';

describe('sitemap.xml', () => {
  it('is sitemaps.org XML listing exactly the served public routes', async () => {
    const res = await fetchPath('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = ROUTES.filter((r) => r.sitemap).map((r) => ORIGIN + r.path);
    expect(locs.filter((l) => !isPost(l)).sort()).toEqual(expected.sort());
    for (const hidden of ['/blog/manage', '/auth', '/payment-success']) expect(locs).not.toContain(ORIGIN + hidden);
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
  });
});

/** Blog posts are listed too, once the blog lands; they are not route-table entries. */
function isPost(loc: string | undefined): boolean {
  const path = loc!.slice(ORIGIN.length);
  return !ROUTES.some((r) => r.path === path);
}

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the manager and sign-in', async () => {
    const res = await fetchPath('/robots.txt');
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /blog/manage');
    expect(text).toContain('Disallow: /auth');
  });
});

describe('the HTML sitemap', () => {
  it('links every route that sitemap.xml lists', async () => {
    const html = await (await fetchPath('/sitemap')).text();
    for (const r of ROUTES.filter((r) => r.sitemap)) expect(html).toContain(`href="${r.path}"`);
  });
});

describe('instant navigation', () => {
  it('pages point at speculation rules that prerender same-site links but never forms, the API or the operator pages', async () => {
    const page = await fetchPath('/cookies', { country: 'GB' });
    expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const res = await fetchPath('/speculation-rules.json');
    expect(res.headers.get('content-type')).toBe('application/speculationrules+json');
    const rules = (await res.json()) as { prerender: { where: { and: unknown[] } }[] };
    const text = JSON.stringify(rules);
    for (const excluded of ['/api/*', '/auth*', '/blog/manage*', '/currency*']) expect(text).toContain(excluded);
    expect(rules.prerender[0]!.where.and[0]).toEqual({ href_matches: '/*' });
  });
});
