import { describe, expect, it } from 'vitest';
import { resolveCurrency, safeNext } from '../../worker/currency';
import { fetchPath } from './helpers';

const currencyOf = async (opts: Parameters<typeof fetchPath>[1]) => {
  const html = await (await fetchPath('/cookies', opts)).text();
  const m = html.match(/<html lang="en-GB" data-currency="(\w+)" data-currency-source="(\w+)"/);
  return { currency: m?.[1], source: m?.[2] };
};

describe('currency resolution at the edge', () => {
  it('GB visitors see pounds, detected from their country', async () => {
    expect(await currencyOf({ country: 'GB' })).toEqual({ currency: 'GBP', source: 'country' });
  });
  it('US and Canadian visitors see dollars', async () => {
    expect(await currencyOf({ country: 'US' })).toEqual({ currency: 'USD', source: 'country' });
    expect(await currencyOf({ country: 'CA' })).toEqual({ currency: 'USD', source: 'country' });
  });
  it('a country not on the USD list sees pounds', async () => {
    expect(await currencyOf({ country: 'DE' })).toEqual({ currency: 'GBP', source: 'country' });
  });
  it('with no country the page is priced in pounds and marked for the browser fallback', async () => {
    expect(await currencyOf({})).toEqual({ currency: 'GBP', source: 'default' });
  });
  it('an explicit choice in the cookie overrides the country', async () => {
    expect(await currencyOf({ country: 'GB', cookie: 'currency=USD' })).toEqual({ currency: 'USD', source: 'cookie' });
    expect(await currencyOf({ country: 'US', cookie: 'currency=GBP' })).toEqual({ currency: 'GBP', source: 'cookie' });
  });
  it('a malformed cookie is ignored', async () => {
    expect(await currencyOf({ country: 'AU', cookie: 'currency=EUR' })).toEqual({ currency: 'USD', source: 'country' });
  });

  it('covers every USD country of the spec, case-insensitively', () => {
    for (const c of ['us', 'CA', 'au', 'NZ', 'sg', 'HK']) expect(resolveCurrency(undefined, c).currency).toBe('USD');
    for (const c of ['GB', 'IE', 'FR', 'IN']) expect(resolveCurrency(undefined, c).currency).toBe('GBP');
    expect(resolveCurrency(undefined, 'XX').source).toBe('default');
  });
});

describe('the no-JavaScript currency switch', () => {
  it('sets the cookie and returns to the page', async () => {
    const res = await fetchPath('/currency?to=USD&next=/cookies');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cookies');
    expect(res.headers.get('set-cookie')).toMatch(/currency=USD; Max-Age=31536000; Path=\/; Secure; SameSite=Lax/);
  });
  it('never redirects off-site', async () => {
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    const res = await fetchPath('/currency?to=GBP&next=//evil.example');
    expect(res.headers.get('location')).toBe('/');
  });
  it('refuses an unknown currency with a clear 400', async () => {
    const res = await fetchPath('/currency?to=EUR');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('GBP or USD');
  });
});

describe('/uk and /us', () => {
  it('/us remembers dollars and renders the home page priced in dollars, with US metadata', async () => {
    const res = await fetchPath('/us', { country: 'GB' });
    expect(res.headers.get('set-cookie')).toMatch(/^currency=USD;/);
    const html = await res.text();
    expect(html).toContain('data-currency="USD"');
    expect(html).toContain('$2,800');
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en-US" href="https://www.executivesidekick.co.uk/us"/>');
  });
  it('/uk remembers pounds even for a US visitor, and is canonical to the home page', async () => {
    const res = await fetchPath('/uk', { country: 'US' });
    expect(res.headers.get('set-cookie')).toMatch(/^currency=GBP;/);
    const html = await res.text();
    expect(html).toContain('data-currency="GBP"');
    expect(html).toContain('£2,200');
    expect(html).toContain('<link rel="canonical" href="https://www.executivesidekick.co.uk/"/>');
  });
  it('the home page is priced for the visitor country and names its hreflang alternates', async () => {
    const html = await (await fetchPath('/', { country: 'US' })).text();
    expect(html).toContain('$3,800');
    expect(html).not.toContain('£3,000</span>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://www.executivesidekick.co.uk/"/>');
  });
});
