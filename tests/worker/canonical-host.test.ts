import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { customDomainRoutes, siteHosts } from '../../worker/site-domains';
import { ORIGIN } from './helpers';

/**
 * The site lives on SITE_ORIGIN; its twin hostname (the bare domain when the site is on www.) is attached to the
 * Worker too (worker/site-domains.ts) and answers every request with a 301 to the same path on SITE_ORIGIN.
 * Strict-Transport-Security carries preload only when the operator opts in (HSTS_PRELOAD = "on").
 */
async function visit(url: string, overrides: Record<string, string> = {}, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { redirect: 'manual', ...init }) as never, { ...env, ...overrides } as never, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

describe('the bare domain', () => {
  it('answers with a 301 to the same path and query on SITE_ORIGIN', async () => {
    for (const path of ['/', '/services', '/blog?page=2', '/no-such-page', '/api/newsletter', '//evil.example/x']) {
      const res = await visit(`https://executivesidekick.co.uk${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(`https://www.executivesidekick.co.uk${path}`);
    }
  });

  it('redirects a form post too, before any handler reads it', async () => {
    const res = await visit('https://executivesidekick.co.uk/api/newsletter', {}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.co"}' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://www.executivesidekick.co.uk/api/newsletter');
  });

  it('is redirected even when the page is already in the edge cache and the isolate’s page memory', async () => {
    const overrides = { EDGE_CACHE: 'on' };
    await visit(`${ORIGIN}/services`, overrides);
    expect((await visit(`${ORIGIN}/services`, overrides)).headers.get('x-edge-cache')).toBe('HIT');
    const res = await visit('https://executivesidekick.co.uk/services', overrides);
    expect(res.status).toBe(301);
    expect(res.headers.get('x-edge-cache')).toBeNull();
  });

  it('carries Strict-Transport-Security, as HSTS preloading requires of the bare domain', async () => {
    expect((await visit('https://executivesidekick.co.uk/')).headers.get('strict-transport-security')).toBe('max-age=63072000');
    expect((await visit('https://executivesidekick.co.uk/', { HSTS_PRELOAD: 'on' })).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('leaves plain HTTP to the HTTPS upgrade, which must come first on the same host (as HSTS preloading requires)', async () => {
    const res = await visit('http://executivesidekick.co.uk/services?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://executivesidekick.co.uk/services?x=1');
    const next = await visit(res.headers.get('location')!);
    expect(next.headers.get('location')).toBe('https://www.executivesidekick.co.uk/services?x=1');
  });
});

describe('every other hostname', () => {
  it('is served as it is: SITE_ORIGIN itself, a preview host, the local server', async () => {
    for (const origin of [ORIGIN, 'https://executive-sidekick.example.workers.dev', 'http://127.0.0.1:8787']) {
      expect((await visit(`${origin}/services`)).status, origin).toBe(200);
    }
  });

  it('follows SITE_ORIGIN: on the bare domain, www. is the one that redirects', async () => {
    const overrides = { SITE_ORIGIN: 'https://executivesidekick.co.uk' };
    const res = await visit('https://www.executivesidekick.co.uk/about?ref=card', overrides);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://executivesidekick.co.uk/about?ref=card');
    expect((await visit('https://executivesidekick.co.uk/about', overrides)).status).toBe(200);
  });

  it('is not redirected when SITE_ORIGIN is unusable (the deploy preflight refuses such a value)', async () => {
    expect((await visit('https://executivesidekick.co.uk/services', { SITE_ORIGIN: 'executivesidekick.co.uk' })).status).toBe(200);
  });
});

describe('the hostnames from SITE_ORIGIN', () => {
  it('pair www. with the bare domain either way round, as Custom Domains', () => {
    expect(siteHosts('https://www.executivesidekick.co.uk')).toEqual({ canonical: 'www.executivesidekick.co.uk', twin: 'executivesidekick.co.uk' });
    expect(siteHosts('https://executivesidekick.co.uk/')).toEqual({ canonical: 'executivesidekick.co.uk', twin: 'www.executivesidekick.co.uk' });
    expect(customDomainRoutes('https://www.executivesidekick.co.uk')).toEqual([
      { pattern: 'www.executivesidekick.co.uk', custom_domain: true },
      { pattern: 'executivesidekick.co.uk', custom_domain: true },
    ]);
  });

  it('refuse anything that is not a bare https origin', () => {
    for (const origin of ['http://www.executivesidekick.co.uk', 'https://www.executivesidekick.co.uk/home', 'https://www.executivesidekick.co.uk:8443', 'www.executivesidekick.co.uk', '']) {
      expect(() => siteHosts(origin), origin).toThrow(/^SITE_ORIGIN must be an https origin/);
    }
  });
});

describe('Strict-Transport-Security by setting', () => {
  it('is max-age alone unless the operator opts in to preloading, on pages, redirects, 404s and the API', async () => {
    for (const path of ['/', '/services/', '/no-such-page', '/robots.txt', '/currency?to=USD']) {
      expect((await visit(ORIGIN + path)).headers.get('strict-transport-security'), path).toBe('max-age=63072000');
      expect((await visit(ORIGIN + path, { HSTS_PRELOAD: 'on' })).headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains; preload');
      expect((await visit(ORIGIN + path, { HSTS_PRELOAD: 'yes' })).headers.get('strict-transport-security'), path).toBe('max-age=63072000');
    }
  });

  it('follows the setting on a page replayed from the edge cache, not the header stored with it', async () => {
    const on = { EDGE_CACHE: 'on', HSTS_PRELOAD: 'on' };
    await visit(`${ORIGIN}/privacy-policy`, on);
    const res = await visit(`${ORIGIN}/privacy-policy`, { EDGE_CACHE: 'on', HSTS_PRELOAD: 'off' });
    expect(res.headers.get('x-edge-cache')).toBe('HIT');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000');
  });
});
