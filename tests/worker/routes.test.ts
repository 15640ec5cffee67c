import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../routes/index';
import { services } from '../../worker/services';
import { ROUTES } from '../../routes/table';
import { count, fetchPath, jsonLd, meta, ORIGIN, textOf, title } from './helpers';

// The manager sits behind sign-in (signed out, it redirects to /auth): tests/worker/blog-manager.test.ts covers it.
const served = ROUTES.filter((r) => r.family !== 'blog-manage');

const SECURITY = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

function expectSecurityHeaders(res: Response) {
  for (const h of SECURITY) expect(res.headers.get(h), h).toBeTruthy();
  // Headers only for browsers that no longer exist are left out (worker/security.ts).
  for (const h of ['x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) expect(res.headers.get(h), h).toBeNull();
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain('base-uri');
  expect(csp).toContain('form-action');
  const maxAge = Number(res.headers.get('strict-transport-security')!.match(/max-age=(\d+)/)![1]);
  expect(maxAge).toBeGreaterThanOrEqual(31536000);
}

describe('every served route in the table', () => {
  it('serves at least the legal pages and the HTML sitemap', () => {
    expect(served.map((r) => r.path)).toEqual(expect.arrayContaining(['/privacy-policy', '/terms-conditions', '/cookies', '/sitemap']));
  });

  for (const route of served) {
    it(`${route.path} renders a complete, well-described document`, async () => {
      const res = await fetchPath(route.path, { country: 'GB' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain(`<html lang="${route.locale === 'en_US' ? 'en-US' : 'en-GB'}"`);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      const t = title(html)!;
      expect(t.length).toBeGreaterThanOrEqual(20);
      expect(t.length).toBeLessThanOrEqual(70);
      const d = meta(html, 'name', 'description')!;
      expect(d.length).toBeGreaterThanOrEqual(70);
      expect(d.length).toBeLessThanOrEqual(160);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${route.canonical ?? route.path}"/>`);
      expect(meta(html, 'property', 'og:title')).toBe(t);
      expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\//);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(jsonLd(html).length).toBeGreaterThan(0);
      expect(textOf(html)).not.toMatch(/lorem ipsum|coming soon|\bTODO\b/i);
      expectSecurityHeaders(res);
    });
  }

  it('titles and descriptions are unique across served, self-canonical routes', () => {
    const own = served.filter((r) => !r.canonical);
    expect(new Set(own.map((r) => r.title)).size).toBe(own.length);
    expect(new Set(own.map((r) => r.description)).size).toBe(own.length);
  });
});

describe('the route table', () => {
  it('is built from the families: each entry is a GET route of exactly one family app', () => {
    const owners = new Map<string, number>();
    for (const family of FAMILIES) {
      const app = family(services);
      const paths = new Set(app.routes.filter((r) => r.method === 'GET').map((r) => r.path));
      for (const path of paths) owners.set(path, (owners.get(path) ?? 0) + 1);
    }
    expect(ROUTES.filter((r) => owners.get(r.path) !== 1).map((r) => [r.path, owners.get(r.path) ?? 0])).toEqual([]);
  });
});

describe('unknown routes', () => {
  it('answer 404 with the not-found page inside the shell', async () => {
    const res = await fetchPath('/no-such-page', { country: 'GB' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home/);
    expect(html).toContain('aria-label="Main"');
    // The status keeps it out of search indexes.
    expect(html).not.toContain('name="robots"');
    expectSecurityHeaders(res);
  });

  it('have a 200 stand-in for Lighthouse that renders the same document (test hooks only)', async () => {
    const stand = await fetchPath('/__test/not-found-document', { country: 'GB' });
    expect(stand.status).toBe(200);
    const html = await stand.text();
    const real = await (await fetchPath('/no-such-page', { country: 'GB' })).text();
    const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main(html)).toBe(main(real));
  });

  it('redirect a trailing slash to the canonical path', async () => {
    const res = await fetchPath('/cookies/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/cookies');
  });
});

describe('a failure while rendering', () => {
  it('answers 500 with the fallback view and no stack trace', async () => {
    const res = await fetchPath('/__test/error', { country: 'GB' });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Unexpected Application Error');
    expect(html).not.toContain('Deliberate failure');
    expect(html).not.toMatch(/at .*\.tsx?:\d+/);
    expectSecurityHeaders(res);
  });
});
