/**
 * One small drawing per service, for its card: what the work looks like on the page (a one-page plan, a message
 * that lands, a protected diary, work routed through one person, a process that runs itself, growth that compounds).
 * Decorative: the card's heading names the service.
 */
import { box, dot, line, path, type Drawing, type Shape } from '../_lib/art/drawing';
import type { ServiceKey } from '../_lib/content-types';

const spot = (shapes: Shape[]): Drawing => ({ width: 120, height: 72, shapes });
const arrowHead = (x: number, y: number): Shape => path([[x - 5, y - 5], [x, y], [x - 5, y + 5]], { stroke: 'ink' });

export const SERVICE_SPOTS: Record<ServiceKey, Drawing> = {
  'strategic-planning': spot([
    box(6, 6, 54, 60, { fill: 'paper', stroke: 'ink' }),
    line(15, 18, 42, 18, 'ink'),
    box(15, 27, 36, 8, { fill: 'accent', stroke: 'accent' }),
    line(15, 44, 50, 44, 'muted'),
    line(15, 54, 38, 54, 'muted'),
    line(72, 36, 114, 36, 'ink'),
    dot(74, 36, 5, { fill: 'accent', stroke: 'accent' }),
    ...[87, 100, 113].map((x) => dot(x, 36, 4, { fill: 'paper', stroke: 'ink' })),
  ]),
  'brand-marketing': spot([
    box(6, 10, 60, 36, { fill: 'paper', stroke: 'ink' }, 8),
    path([[18, 46], [14, 58], [30, 46]], { fill: 'paper', stroke: 'ink' }),
    line(16, 22, 54, 22, 'ink'),
    line(16, 33, 42, 33, 'muted'),
    dot(94, 36, 22, { stroke: 'muted' }),
    dot(94, 36, 14, { stroke: 'ink' }),
    dot(94, 36, 6, { fill: 'accent', stroke: 'accent' }),
  ]),
  'executive-support': spot([
    box(6, 8, 72, 58, { fill: 'paper', stroke: 'ink' }),
    line(6, 21, 78, 21, 'ink'),
    ...[0, 1, 2, 3].flatMap((col) =>
      [0, 1, 2].map((row) => box(13 + col * 16, 28 + row * 12, 11, 7, (col + row) % 3 === 1 && row !== 2 ? { fill: 'accent', stroke: 'accent' } : { fill: 'muted', stroke: 'muted' }, 2)),
    ),
    dot(101, 37, 14, { fill: 'accentSoft', stroke: 'accent' }),
    path([[94, 37], [99, 42], [108, 32]], { stroke: 'ink' }),
  ]),
  'chief-of-staff': spot(
    (() => {
      const nodes: [number, number][] = [[18, 14], [14, 52], [46, 64], [82, 60], [104, 20], [70, 8]];
      return [
        line(18, 14, 14, 52, 'muted', true),
        line(82, 60, 104, 20, 'muted', true),
        ...nodes.map(([x, y]) => line(58, 36, x, y, 'ink')),
        ...nodes.map(([x, y]) => dot(x, y, 5, { fill: 'paper', stroke: 'ink' })),
        dot(58, 36, 13, { stroke: 'accent' }),
        dot(58, 36, 7, { fill: 'accent', stroke: 'accent' }),
      ];
    })(),
  ),
  'business-systems': spot([
    ...[6, 49, 92].map((x, i) => box(x, 18, 22, 20, i === 1 ? { fill: 'accentSoft', stroke: 'accent' } : { fill: 'paper', stroke: 'ink' })),
    line(31, 28, 45, 28, 'ink'),
    arrowHead(45, 28),
    line(74, 28, 88, 28, 'ink'),
    arrowHead(88, 28),
    path([[103, 41], [103, 56], [17, 56], [17, 45]], { stroke: 'accent', dashed: true }),
    path([[12, 50], [17, 45], [22, 50]], { stroke: 'accent' }),
  ]),
  'growth-strategy': spot([
    line(8, 64, 112, 64, 'ink'),
    ...[0, 1, 2, 3, 4].map((i) => box(14 + i * 20, 54 - i * 8, 10, 8 + i * 8, { fill: 'muted', stroke: 'muted' }, 2)),
    path([[12, 46], [38, 38], [60, 30], [84, 18], [106, 8]], { stroke: 'accent' }),
    path([[99, 6], [106, 8], [103, 15]], { stroke: 'accent' }),
  ]),
};
