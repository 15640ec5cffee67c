import { env } from 'cloudflare:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { PALETTE } from '../../routes/_lib/art/palette';
import { COVER_SIZE, coverAlt, coverSvg } from '../../routes/blog/cover';
import { heroWeekDrawing, MOVED_HOURS } from '../../routes/home/sections/hero-week';
import { SITE } from '../../routes/_lib/site-config';

const seedPosts = async () =>
  (await env.DB.prepare(`SELECT slug, title, cluster FROM posts WHERE status = 'published' ORDER BY slug`).all<{ slug: string; title: string; cluster: string }>()).results;

/** Every colour a drawing's markup names. */
const coloursIn = (svg: string) => new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]!));

describe('article covers', () => {
  it('are one well-formed 1200 x 630 SVG per article, the same every time, in the palette only, all different', async () => {
    const posts = await seedPosts();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const palette = new Set<string>(Object.values(PALETTE));
    const covers = posts.map((post) => {
      const svg = coverSvg(post);
      expect(XMLValidator.validate(svg), post.slug).toBe(true);
      const root = new XMLParser({ ignoreAttributes: false }).parse(svg).svg;
      expect([root['@_width'], root['@_height'], root['@_viewBox']]).toEqual([String(COVER_SIZE.width), String(COVER_SIZE.height), '0 0 1200 630']);
      expect(coverSvg({ ...post }), 'deterministic').toBe(svg);
      for (const colour of coloursIn(svg)) expect(palette.has(colour as never), `${post.slug}: ${colour}`).toBe(true);
      return svg;
    });
    expect(new Set(covers).size).toBe(posts.length);
  });

  it('are drawn from the title and the topic: a new title redraws it, and each topic has its own picture and words', () => {
    const post = { slug: 'ceo-weekly-review', title: "The CEO's Weekly Review: A 45-Minute Friday Routine", cluster: 'founder-wellbeing' };
    expect(coverSvg({ ...post, title: 'The CEO’s Monthly Review' })).not.toBe(coverSvg(post));
    const alts = ['chief-of-staff', 'fractional-leadership', 'founder-wellbeing'].map((cluster) => coverAlt({ cluster }));
    expect(new Set(alts).size).toBe(3);
    for (const alt of alts) expect(alt).toMatch(/^Cover illustration: .{30,}\.$/);
  });

  it('escape whatever a title holds', () => {
    const svg = coverSvg({ slug: 'x', title: '</svg><script>alert(1)</script> & "quotes"', cluster: 'unknown-topic' });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script');
  });
});

describe("the hero's drawing of a leader's week", () => {
  it('moves at least the 20 hours a week its label claims, and shows each moved hour as one orange square', () => {
    const claim = Number.parseInt(SITE.typicalResults.find((r) => r.label === 'Hours saved per week')!.value);
    expect(MOVED_HOURS).toBeGreaterThanOrEqual(claim);
    const squares = heroWeekDrawing.shapes.filter((s) => s.tag === 'rect' && s.fill === 'accent' && s.at.width === s.at.height);
    expect(squares).toHaveLength(Math.floor(MOVED_HOURS));
  });
});
