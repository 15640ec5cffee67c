import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalPath } from '../../worker/canonical-url';
import { cleanUp, insertPost } from './blog-fixtures';

const HOST = 'www.executivesidekick.co.uk';

function send(url: string, init: RequestInit = {}) {
  return SELF.fetch(url, { redirect: 'manual', ...init });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

describe('plain HTTP', () => {
  it('sends a GET or HEAD to the same address over HTTPS with a 301, query included', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await send(`http://${HOST}/services?utm_source=newsletter`, { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.get('location'), method).toBe(`https://${HOST}/services?utm_source=newsletter`);
    }
    const apex = await send('http://executivesidekick.co.uk/');
    expect(apex.status).toBe(301);
    expect(apex.headers.get('location')).toBe('https://executivesidekick.co.uk/');
  });

  it('goes to the canonical spelling in the same hop', async () => {
    const res = await send(`http://${HOST}/serv%69ces`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`https://${HOST}/services`);
  });

  it('refuses any other method with a 403 that says where to send it, and stores nothing', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await send(`http://${HOST}/api/newsletter`, {
        method,
        headers: { 'content-type': 'application/json', origin: `http://${HOST}` },
        body: method === 'POST' || method === 'PUT' ? JSON.stringify({ email: 'reader@example.com' }) : undefined,
      });
      expect(res.status, method).toBe(403);
      expect(await res.text(), method).toBe(`This site accepts a ${method} request only over HTTPS: send it to https://${HOST}/api/newsletter instead.`);
    }
    const { results } = await env.DB.prepare('SELECT id FROM leads_outbox').all();
    expect(results).toEqual([]);
  });

  it('is served as it is on a development machine: localhost, loopback and LAN addresses', async () => {
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787', 'http://192.168.1.20:8787', 'http://sidekick.localhost']) {
      const res = await send(`${origin}/services`);
      expect(res.status, origin).toBe(200);
    }
  });
});

describe('one spelling of every path', () => {
  it('decodes escaped letters, digits and - . _ ~ and capitalises the hex of every other escape', () => {
    expect(canonicalPath('/sl%75g')).toBe('/slug');
    expect(canonicalPath('/%73%4C%2d%2E%5f%7e')).toBe('/sL-._~');
    expect(canonicalPath('/a%2fb%3a%c3%a9')).toBe('/a%2Fb%3A%C3%A9');
    // One pass is final: an escaped '%' stays a literal '%', never the start of another escape.
    expect(canonicalPath('/a%2575')).toBe('/a%2575');
    for (const path of ['/', '/services', '/blog/feed.xml', '/a%2Fb', '/a%2575']) expect(canonicalPath(path), path).toBe(path);
  });

  it('redirects a GET or HEAD in another spelling to the canonical path with a 301, keeping the query', async () => {
    await insertPost({ slug: 'test-spelled' });
    for (const method of ['GET', 'HEAD']) {
      const res = await send(`https://${HOST}/test-sp%65lled?utm_campaign=spring`, { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.get('location'), method).toBe('/test-spelled?utm_campaign=spring');
    }
    expect((await send(`https://${HOST}/test-spelled`)).status).toBe(200);
    expect((await send(`https://${HOST}/%62%6C%6F%67/feed%2Exml`)).headers.get('location')).toBe('/blog/feed.xml');
  });

  it('never redirects off the site, whatever the path decodes to', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of ['//evil.example/%61', '/%2F%2Fevil.example/%61', '/%5Cevil.example/%61', '/%0D%0ALocation:%20x/%61']) {
      const res = await send(`https://${HOST}${path}`);
      expect(res.status, path).toBeLessThan(500);
      const location = res.headers.get('location');
      if (location) expect(new URL(location, `https://${HOST}`).host, path).toBe(HOST);
    }
    expect((await send(`https://${HOST}//evil.example/%61`)).status).toBe(404);
  });

  it('leaves other methods to route as they are: a form post is never turned into a GET', async () => {
    const res = await send(`https://${HOST}/api/newsl%65tter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(res.status).not.toBe(301);
    expect(res.status).toBeLessThan(500);
  });
});
