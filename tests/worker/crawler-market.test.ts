import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fetchPath, jsonLd, meta, ORIGIN } from './helpers';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot';
const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The document's language, currency and how the currency was chosen, as the <html> element states them. */
function market(html: string) {
  const m = html.match(/<html lang="([\w-]+)" data-currency="(\w+)" data-currency-source="(\w+)"/);
  return { lang: m?.[1], currency: m?.[2], source: m?.[3] };
}

/** Every schema.org Offer on the page, wherever it sits in its structured data. */
function offers(html: string): { priceCurrency: string; priceSpecification?: { priceCurrency: string } }[] {
  const found: { priceCurrency: string }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    if ((node as { '@type'?: string })['@type'] === 'Offer') found.push(node as { priceCurrency: string });
    Object.values(node).forEach(walk);
  };
  walk(jsonLd(html));
  return found;
}

const organisation = (html: string) => jsonLd(html).find((d) => (d as { '@type'?: string })['@type'] === 'ProfessionalService') as { priceRange: string };

describe('a crawler sees each page in its own market, whatever its address', () => {
  for (const path of ['/', '/services', '/time-poor-ceo', '/fractional-chief-of-staff']) {
    it(`Googlebot from the US gets ${path} in pounds, in en-GB`, async () => {
      const res = await fetchPath(path, { country: 'US', userAgent: GOOGLEBOT });
      expect(res.status).toBe(200);
      expect(market(await res.text())).toEqual({ lang: 'en-GB', currency: 'GBP', source: 'market' });
    });
  }

  it('Googlebot from the UK gets /us in dollars, in en-US throughout, and no cookie', async () => {
    const res = await fetchPath('/us', { country: 'GB', userAgent: GOOGLEBOT });
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    expect(market(html)).toEqual({ lang: 'en-US', currency: 'USD', source: 'market' });
    expect(html).toContain('$2,800');
    expect(meta(html, 'property', 'og:locale')).toBe('en_US');
    expect(organisation(html).priceRange).toBe('$$$');
  });

  it('/uk is the UK market for a crawler from the US too, with no cookie', async () => {
    const res = await fetchPath('/uk', { country: 'US', userAgent: GOOGLEBOT });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(market(await res.text())).toEqual({ lang: 'en-GB', currency: 'GBP', source: 'market' });
  });

  it('an AI crawler is a crawler too', async () => {
    const html = await (await fetchPath('/services', { country: 'US', userAgent: GPTBOT })).text();
    expect(market(html)).toMatchObject({ currency: 'GBP', source: 'market' });
  });

  it("Cloudflare's verified-bot signal makes a crawler of a client that isbot does not know", async () => {
    const res = await SELF.fetch(`${ORIGIN}/services`, {
      headers: { 'user-agent': 'ExampleVerifiedFetcher/2.0' },
      cf: { country: 'US', botManagement: { verifiedBot: true, score: 1 } },
    } as RequestInit);
    expect(market(await res.text())).toMatchObject({ currency: 'GBP', source: 'market' });
  });

  it("a crawler's currency cookie does not move a page out of its market", async () => {
    const html = await (await fetchPath('/services', { country: 'GB', userAgent: GOOGLEBOT, cookie: 'currency=USD' })).text();
    expect(market(html)).toMatchObject({ currency: 'GBP', source: 'market' });
  });
});

describe('a person keeps the currency of their choice, then their country', () => {
  it('a person from the US sees dollars on / and /services, the document still en-GB', async () => {
    for (const path of ['/', '/services']) {
      const html = await (await fetchPath(path, { country: 'US', userAgent: CHROME })).text();
      expect(market(html), path).toEqual({ lang: 'en-GB', currency: 'USD', source: 'country' });
    }
  });

  it('a person with no known country is priced in pounds and marked for the browser fallback', async () => {
    expect(market(await (await fetchPath('/services', { userAgent: CHROME })).text())).toEqual({ lang: 'en-GB', currency: 'GBP', source: 'default' });
  });

  it('a person on /us gets the US page in en-US and the choice remembered', async () => {
    const res = await fetchPath('/us', { country: 'GB', userAgent: CHROME });
    expect(res.headers.get('set-cookie')).toMatch(/^currency=USD;/);
    expect(market(await res.text())).toEqual({ lang: 'en-US', currency: 'USD', source: 'cookie' });
  });
});

describe('hreflang between / and /us', () => {
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
  const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"\/>/)?.[1];

  it('each names the other and itself, and each is canonical to itself', async () => {
    const home = await (await fetchPath('/', { userAgent: GOOGLEBOT })).text();
    const us = await (await fetchPath('/us', { userAgent: GOOGLEBOT })).text();
    const pair = [
      ['en-GB', `${ORIGIN}/`],
      ['en-US', `${ORIGIN}/us`],
      ['x-default', `${ORIGIN}/`],
    ];
    expect(alternates(home)).toEqual(pair);
    expect(alternates(us)).toEqual(pair);
    expect(canonical(home)).toBe(`${ORIGIN}/`);
    expect(canonical(us)).toBe(`${ORIGIN}/us`);
    // The language each alternate is named by is the language its document declares.
    expect(market(home).lang).toBe('en-GB');
    expect(market(us).lang).toBe('en-US');
  });
});

describe('offers in structured data carry the currency the page is priced in', () => {
  for (const path of ['/fractional-chief-of-staff', '/consultation']) {
    it(`${path}: pounds for a crawler from the US, dollars for a person there`, async () => {
      const crawler = offers(await (await fetchPath(path, { country: 'US', userAgent: GOOGLEBOT })).text());
      expect(crawler.length).toBeGreaterThan(0);
      for (const offer of crawler) {
        expect(offer.priceCurrency).toBe('GBP');
        if (offer.priceSpecification) expect(offer.priceSpecification.priceCurrency).toBe('GBP');
      }
      const person = offers(await (await fetchPath(path, { country: 'US', userAgent: CHROME })).text());
      expect(person.map((o) => o.priceCurrency)).toEqual(crawler.map(() => 'USD'));
    });
  }

  it("the business's price range is written in the page's currency", async () => {
    expect(organisation(await (await fetchPath('/services', { country: 'US', userAgent: GOOGLEBOT })).text()).priceRange).toBe('£££');
    expect(organisation(await (await fetchPath('/services', { country: 'US', userAgent: CHROME })).text()).priceRange).toBe('$$$');
  });
});
