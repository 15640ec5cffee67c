/**
 * An article's cover until an editor uploads a picture: drawn from its topic (which motif) and its title (its words
 * as a row of bars, the longest in orange, and the seed that arranges the motif), so every article has its own and
 * the same article always gets the same. Pure: no React, nothing from the Workers runtime, so a social card renderer
 * can draw the same SVG at 1200 x 630.
 */
import { box, line, svgMarkup, type Drawing, type Shape } from '../_lib/art/drawing';
import { MOTIFS, type Motif } from '../_lib/art/motifs';
import { seeded } from '../_lib/art/seed';
import type { ClusterKey } from './clusters';

export interface CoverSubject {
  title: string;
  cluster: ClusterKey | string;
  slug: string;
}

export const COVER_SIZE = { width: 1200, height: 630 } as const;

const MOTIF_OF: Record<ClusterKey, Motif> = { 'chief-of-staff': 'network', 'fractional-leadership': 'hours', 'founder-wellbeing': 'week' };

const DESCRIPTION: Record<Motif, string> = {
  week: 'a working week drawn as time blocks, with protected and handed-over hours in orange',
  network: 'a network of people and work connected through one orange hub',
  hours: 'a bar chart of weekly hours in which the focused senior hours rise in orange',
};

const motifOf = (cluster: string): Motif => MOTIF_OF[cluster as ClusterKey] ?? 'week';

/** The title's words as bars, line by line inside the left half; the longest word is the orange one. */
function titleBars(title: string, left: number, width: number, middle: number): Shape[] {
  const words = title.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const longest = words.reduce((best, w, i) => (w.length > words[best]!.length ? i : best), 0);
  const unit = 17;
  const gap = 14;
  const bar = 26;
  const row = 48;
  const rows: { x: number; w: number; accent: boolean }[][] = [[]];
  let x = 0;
  words.forEach((word, i) => {
    const w = Math.min(width, 20 + word.length * unit);
    if (x > 0 && x + w > width) {
      rows.push([]);
      x = 0;
    }
    rows.at(-1)!.push({ x, w, accent: i === longest });
    x += w + gap;
  });
  const shown = rows.slice(0, 6);
  const top = middle - (shown.length * row) / 2;
  return shown.flatMap((r, i) => r.map((b) => box(left + b.x, top + i * row, b.w, bar, b.accent ? { fill: 'accent', stroke: 'accent' } : { fill: 'muted', stroke: 'muted' }, bar / 2)));
}

export function coverDrawing(subject: CoverSubject): Drawing {
  const { width, height } = COVER_SIZE;
  const random = seeded(`${subject.slug}\n${subject.title}`);
  return {
    width,
    height,
    background: 'paper',
    shapes: [
      line(80, 96, 150, 96, 'accent'),
      ...titleBars(subject.title, 80, 420, height / 2 + 10),
      ...MOTIFS[motifOf(subject.cluster)](random, { x: 600, y: 110, width: 520, height: 420 }),
    ],
  };
}

/** The cover as a standalone SVG document on navy. */
export const coverSvg = (subject: CoverSubject) => svgMarkup(coverDrawing(subject), 'dark');

/** Its text alternative: what the picture shows (the title is always next to it). */
export const coverAlt = (subject: Pick<CoverSubject, 'cluster'>) => `Cover illustration: ${DESCRIPTION[motifOf(subject.cluster)]}.`;

