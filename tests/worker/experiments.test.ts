/**
 * Copy experiments (docs/analytics.md#experiments): assignment at the edge, its exclusions, the edge cache's keys and
 * the statistics, through the real worker and D1.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { visit } from './analytics-helpers';
import { relearnExperiments } from '../../routes/analytics/experiments/live';
import { chanceBeats, compareRates, sampleRatioP } from '../../routes/analytics/experiments/stats';
import { SLOTS } from '../../routes/table';

const VARIANT = 'Your week back, without hiring a full-time executive';
const ORIGINAL = SLOTS['home.hero.headline']!.original;
const ua = (i: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`;
const nav = { 'sec-fetch-dest': 'document', accept: 'text/html' };
const headline = (html: string) => (html.includes(VARIANT) ? 'variant' : html.includes(ORIGINAL.replace(/'/g, '&#x27;')) || html.includes(ORIGINAL) ? 'original' : 'neither');

beforeAll(async () => {
  await env.DB.prepare("INSERT INTO experiments (slot, name, variants, share, state, created, started) VALUES ('home.hero.headline', 'Headline', ?1, 100, 'running', 0, 0)")
    .bind(JSON.stringify([VARIANT]))
    .run();
  await relearnExperiments(env.DB);
});

describe('assignment at the edge', () => {
  it('splits 60 visitors with their own addresses and browsers between the two, each side 15 to 45', async () => {
    const seen = { original: 0, variant: 0, neither: 0 };
    for (let i = 0; i < 60; i++) seen[headline((await visit('/', { ip: `198.51.100.${i + 1}`, ua: ua(i), headers: nav })).body)]++;
    expect(seen.neither).toBe(0);
    expect(seen.variant).toBeGreaterThanOrEqual(15);
    expect(seen.variant).toBeLessThanOrEqual(45);
  });

  it('shows one visitor the same words on five visits that day', async () => {
    for (let i = 0; i < 6; i++) {
      const who = { ip: `192.0.2.${i + 1}`, ua: ua(100 + i), headers: nav };
      const first = headline((await visit('/', who)).body);
      for (let n = 0; n < 4; n++) expect(headline((await visit('/', who)).body)).toBe(first);
    }
  });

  it('gives crawlers, Global Privacy Control and speculative loads the original', async () => {
    // Find a visitor who sees the variant, then send the same address and browser with each exclusion.
    let who: { ip: string; ua: string } | null = null;
    for (let i = 0; i < 40 && !who; i++) {
      const candidate = { ip: `203.0.113.${i + 1}`, ua: ua(200 + i) };
      if (headline((await visit('/', { ...candidate, headers: nav })).body) === 'variant') who = candidate;
    }
    expect(who).not.toBeNull();
    expect(headline((await visit('/', { ...who!, headers: { ...nav, 'sec-gpc': '1' } })).body)).toBe('original');
    expect(headline((await visit('/', { ...who!, headers: { ...nav, 'sec-purpose': 'prefetch' } })).body)).toBe('original');
    expect(headline((await visit('/', { ip: who!.ip, ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', headers: nav })).body)).toBe('original');
  });

  it('keeps one cached copy per variant, and a page outside the experiment under its usual key', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { res, body } = await visit('/', { ip: `100.64.0.${i + 1}`, ua: ua(300 + i), headers: nav, edgeCache: true });
      keys.add(`${headline(body)} ${res.status}`);
    }
    expect([...keys].sort()).toEqual(['original 200', 'variant 200']);
    const again = await visit('/services', { ip: '100.64.1.1', headers: nav, edgeCache: true });
    expect(again.body).toContain(SLOTS['services.header.cta']!.original.replace(/'/g, '&#x27;'));
  });
});

describe('the statistics', () => {
  it('P(B > A) matches a high-precision numeric integration of the two beta posteriors', () => {
    const integrate = (aA: number, bA: number, aB: number, bB: number) => {
      // P(B > A) = ∫ f_B(x) F_A(x) dx on a fine grid (midpoint rule on 20,000 cells).
      const n = 20_000;
      const lb = (a: number, b: number) => lgamma(a) + lgamma(b) - lgamma(a + b);
      let cdf = 0;
      let total = 0;
      for (let i = 0; i < n; i++) {
        const x = (i + 0.5) / n;
        const fa = Math.exp((aA - 1) * Math.log(x) + (bA - 1) * Math.log(1 - x) - lb(aA, bA)) / n;
        cdf += fa / 2;
        total += (Math.exp((aB - 1) * Math.log(x) + (bB - 1) * Math.log(1 - x) - lb(aB, bB)) / n) * cdf;
        cdf += fa / 2;
      }
      return total;
    };
    for (const [aA, bA, aB, bB] of [[11, 91, 16, 86], [2, 2, 3, 1], [31, 971, 41, 961]] as const) {
      expect(chanceBeats(aA, bA, aB, bB)).toBeCloseTo(integrate(aA, bA, aB, bB), 4);
    }
    expect(chanceBeats(1, 1, 1, 1)).toBeCloseTo(0.5, 12);
  });

  it('flags a split further from even than chance allows, and not an even one', () => {
    expect(sampleRatioP([500, 500])).toBeCloseTo(1, 6);
    // Chi-squared 10 on one degree of freedom: p = 0.001565 (tables).
    expect(sampleRatioP([550, 450])).toBeCloseTo(0.001565, 5);
    expect(sampleRatioP([600, 400])).toBeLessThan(0.001);
  });

  it('puts no loss on a variant that is clearly better', () => {
    const r = compareRates({ visitors: 1000, successes: 20 }, { visitors: 1000, successes: 60 });
    expect(r.chance).toBeGreaterThan(0.999);
    expect(r.loss).toBeLessThan(1e-6);
    expect(r.interval[0]).toBeGreaterThan(0);
  });
});

function lgamma(x: number): number {
  // Stirling's series with a shift, independent of the implementation under test.
  let shift = 0;
  while (x < 10) shift -= Math.log(x++);
  return shift + (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3) + 1 / (1260 * x ** 5);
}
