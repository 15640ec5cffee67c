/**
 * The three generated motifs, each drawn from a seed into a frame: a leader's week, a network routed through one
 * hub, and hours that rise as focus grows. Covers (routes/blog/cover.ts) and the persona, industry and topic page
 * headers (headerDrawing below, placed by routes/_layout/long-form-page.tsx) draw from these, so a generated picture
 * always looks like the hand-drawn ones.
 */
import { box, dot, line, path, type Drawing, type Shape } from './drawing';
import { between, type Random } from './seed';

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Motif = 'week' | 'network' | 'hours';

/** Five days of time blocks: busy hours in grey, open time outlined, protected time in orange, hours handed over dashed. */
function week(random: Random, { x, y, width, height }: Frame): Shape[] {
  const days = 5;
  const slots = 6;
  const gap = width / 28;
  const column = (width - gap * (days - 1)) / days;
  const header = height / 10;
  const slot = (height - header - gap * slots) / slots;
  const shapes: Shape[] = [];
  let orange = 0;
  for (let d = 0; d < days; d++) {
    const left = x + d * (column + gap);
    shapes.push(line(left + 2, y + header / 2, left + column * (0.4 + random() * 0.4), y + header / 2, 'ink'));
    for (let s = 0; s < slots; s++) {
      const top = y + header + gap + s * (slot + gap);
      const roll = random();
      // At least two orange blocks in every week, whatever the seed.
      const forced = d === days - 1 && s >= slots - 2 && orange < 2;
      if (roll < 0.16 || forced) {
        orange++;
        shapes.push(box(left, top, column, slot, { fill: 'accent', stroke: 'accent' }));
      } else if (roll < 0.26) shapes.push(box(left, top, column, slot, { stroke: 'accent', dashed: true }));
      else if (roll < 0.7) shapes.push(box(left, top, column, slot, { fill: 'muted', stroke: 'muted' }));
      else shapes.push(box(left, top, column, slot, { stroke: 'muted' }));
    }
  }
  return shapes;
}

/** People and work around one hub: every line to the orange hub is solid, the side channels it replaces are dashed. */
function network(random: Random, { x, y, width, height }: Frame): Shape[] {
  const cx = x + width * (0.42 + random() * 0.16);
  const cy = y + height * (0.42 + random() * 0.16);
  const reach = Math.min(width, height) / 2;
  const count = between(random, 6, 9);
  const turn = random() * Math.PI * 2;
  const nodes = Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2 + (random() - 0.5) * 0.5;
    const distance = reach * (0.62 + random() * 0.3);
    // Ellipse to the frame's shape, so wide frames use their width.
    return { x: cx + Math.cos(angle) * distance * (width / Math.min(width, height)) * 0.9, y: cy + Math.sin(angle) * distance * 0.9, r: reach * (0.06 + random() * 0.05) };
  });
  const shapes: Shape[] = [];
  for (let i = 0; i < count; i += 3) {
    const a = nodes[i]!;
    const b = nodes[(i + 2) % count]!;
    shapes.push(line(a.x, a.y, b.x, b.y, 'muted', true));
  }
  for (const n of nodes) shapes.push(line(cx, cy, n.x, n.y, 'ink'));
  const highlighted = between(random, 0, count - 1);
  nodes.forEach((n, i) => shapes.push(dot(n.x, n.y, n.r, i === highlighted ? { fill: 'accentSoft', stroke: 'accent' } : { fill: 'paper', stroke: 'ink' })));
  shapes.push(dot(cx, cy, reach * 0.2, { stroke: 'accent' }), dot(cx, cy, reach * 0.12, { fill: 'accent', stroke: 'accent' }));
  return shapes;
}

/** Weekly hours as bars: the grey ones are scattered effort, the orange run is focused senior time, with its trend. */
function hours(random: Random, { x, y, width, height }: Frame): Shape[] {
  const count = between(random, 7, 11);
  const gap = width / (count * 3);
  const bar = (width - gap * (count - 1)) / count;
  const floor = y + height;
  const runStart = between(random, Math.floor(count / 2), count - 3);
  const shapes: Shape[] = [line(x - gap, floor, x + width + gap, floor, 'ink')];
  const tops: [number, number][] = [];
  let level = 0.25 + random() * 0.2;
  for (let i = 0; i < count; i++) {
    // Scattered effort wanders; focused hours only climb.
    level = Math.min(0.95, Math.max(0.15, level + (i > runStart ? 0.04 + random() * 0.08 : (random() - 0.35) * 0.22)));
    const h = (height - 24) * level;
    const left = x + i * (bar + gap);
    const focused = i >= runStart;
    shapes.push(box(left, floor - h, bar, h, focused ? { fill: 'accent', stroke: 'accent' } : { fill: 'muted', stroke: 'muted' }));
    if (i >= runStart - 1) tops.push([left + bar / 2, floor - h - 14]);
  }
  shapes.push(path(tops, { stroke: 'accent', dashed: true }));
  const [ex, ey] = tops.at(-1)!;
  shapes.push(dot(ex, ey, 5, { fill: 'accent', stroke: 'accent' }));
  return shapes;
}

export const MOTIFS: Record<Motif, (random: Random, frame: Frame) => Shape[]> = { week, network, hours };

/** A motif alone on a page header's right-hand side, arranged by the page's own seed (its path). */
export function headerDrawing(motif: Motif, random: Random): Drawing {
  return { width: 320, height: 240, shapes: MOTIFS[motif](random, { x: 16, y: 16, width: 288, height: 208 }) };
}
